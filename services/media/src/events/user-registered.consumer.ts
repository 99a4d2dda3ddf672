import { Logger } from '@nestjs/common';
import { onEvent, UserRegisteredEvent } from '@village/kit';
import { attachProfilePhoto } from '../profile-photos/attach-profile-photo';

const logger = new Logger('UserRegisteredConsumer');

/** A member who chose a photo while registering gets it as their profile photo. */
export const userRegisteredConsumer = onEvent(UserRegisteredEvent, async (user, envelope, manager) => {
  if (!user.profilePhotoId) return;
  const attached = await attachProfilePhoto(manager, { userId: user.userId, photoId: user.profilePhotoId });
  if (!attached) {
    logger.warn(
      `profile photo ${user.profilePhotoId} of user ${user.userId} was not pending; event ${envelope.id} ignored`,
    );
  }
});

export const mediaConsumers = [userRegisteredConsumer];
