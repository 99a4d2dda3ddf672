export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  profileImageUrl: string | null;
  country: string | null;
  postcode: string | null;
  city: string | null;
  isVerified: boolean;
  isAdmin: boolean;
  mfaEnabled: boolean;
  createdAt: string;
  contributionCount: number;
  hasPendingSignup: boolean;
  isSingleParent: boolean;
  isLookingForColiving: boolean;
  offersServices: boolean;
}
