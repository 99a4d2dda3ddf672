import { Logger } from '@nestjs/common';
import { isErasedMember, onEvent } from '@village/kit';
import { UserRegisteredEvent } from '@village/proto';
import { attachProfilePhoto } from './attach-profile-photo.use-case';

const logger = new Logger('UserRegisteredConsumer');

/** A member who chose a photo while registering gets it as their profile photo. */
export const userRegisteredConsumer = onEvent(UserRegisteredEvent, async (user, envelope, manager) => {
  if (!user.profilePhotoId || (await isErasedMember(manager, user.userId))) return;
  const attached = await attachProfilePhoto(manager, { userId: user.userId, photoId: user.profilePhotoId });
  if (!attached) {
    logger.warn(
      `profile photo ${user.profilePhotoId} of user ${user.userId} was not pending; event ${envelope.id} ignored`,
    );
  }
});
