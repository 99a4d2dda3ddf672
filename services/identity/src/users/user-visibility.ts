import type { AuthenticatedUser } from '@village/kit';
import type { UserEntity } from './user.entity';
import type { UserModel } from './user.model';
import { verificationLevelOf } from './verification-level';

/** A member as `viewer` may see them: private fields only for the member themself and for admins. */
export function userAsSeenBy(viewer: AuthenticatedUser | null, user: UserEntity): UserModel {
  const privateFieldsVisible = viewer !== null && (viewer.id === user.id || viewer.isAdmin);
  return {
    ...user,
    email: privateFieldsVisible ? user.email : null,
    postcode: privateFieldsVisible ? user.postcode : null,
    emailConfirmed: privateFieldsVisible ? user.emailConfirmed : null,
    mfaEnabled: privateFieldsVisible ? user.mfaEnabled : null,
    verificationLevel: verificationLevelOf(user),
  };
}
