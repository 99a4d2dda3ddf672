import type { UserEntity } from './user.entity';

export interface UserView {
  id: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  city: string;
  postcode: string;
  country: string;
  isSingleParent: boolean;
  isLookingForColiving: boolean;
  offersServices: boolean;
  isVerified: boolean;
  emailConfirmed: boolean;
  isAdmin: boolean;
  mfaEnabled: boolean;
  hasPendingSignup: boolean;
  googleCalendarConnected: boolean;
  createdAt: string;
}

export function toUserView(user: UserEntity): UserView {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    city: user.city,
    postcode: user.postcode,
    country: user.country,
    isSingleParent: user.isSingleParent,
    isLookingForColiving: user.isLookingForColiving,
    offersServices: user.offersServices,
    isVerified: user.isVerified,
    emailConfirmed: user.emailConfirmed,
    isAdmin: user.isAdmin,
    mfaEnabled: user.mfaEnabled,
    hasPendingSignup: user.hasPendingSignup,
    googleCalendarConnected: user.googleCalendarConnected,
    createdAt: user.createdAt.toISOString(),
  };
}
