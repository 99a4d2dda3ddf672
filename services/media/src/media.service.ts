import { defineService, handleJob, OBJECT_STORE, SERVICE_ENV } from '@village/kit';
import { mediaMigrations } from '../migrations';
import { mediaEnvSchema, type MediaEnv } from './env';
import { ImageProcessor } from './images/image-processor';
import { MediaObject } from './objects/media-object.entity';
import { SweepPendingUploadsHandler } from './objects/sweep-pending-uploads.handler';
import { SweepPendingUploadsJob } from './objects/sweep-pending-uploads.job';
import { MediaUser } from './profile-photos/media-user.model';
import { OpenProfilePhotoUseCase } from './profile-photos/open-profile-photo.use-case';
import { PendingProfilePhotosController } from './profile-photos/pending-profile-photos.controller';
import { ProfilePhoto } from './profile-photos/profile-photo.entity';
import { ProfilePhotosController } from './profile-photos/profile-photos.controller';
import { StageProfilePhotoUseCase } from './profile-photos/stage-profile-photo.use-case';
import { acceptPhotoUploads } from './profile-photos/upload-body.parser';
import { UserProfilePhotoResolver } from './profile-photos/user-profile-photo.resolver';
import { userRegisteredConsumer } from './profile-photos/user-registered.consumer';
import { createMediaObjectStore } from './storage/media-object-store.factory';
import { SignedLinksController } from './storage/signed-links.controller';

export const mediaService = defineService({
  name: 'media',
  env: mediaEnvSchema,
  entities: [MediaObject, ProfilePhoto],
  migrations: mediaMigrations,
  consumers: [userRegisteredConsumer],
  entityTypes: [MediaUser],
  controllers: [PendingProfilePhotosController, ProfilePhotosController, SignedLinksController],
  providers: [
    { provide: OBJECT_STORE, useFactory: (env: MediaEnv) => createMediaObjectStore(env), inject: [SERVICE_ENV] },
    { provide: ImageProcessor, useFactory: () => new ImageProcessor() },
    StageProfilePhotoUseCase,
    OpenProfilePhotoUseCase,
    UserProfilePhotoResolver,
  ],
  configureHttp: acceptPhotoUploads,
  jobs: [
    // Every 10 minutes: uploads pending for over an hour go, rows and files.
    handleJob(SweepPendingUploadsJob, SweepPendingUploadsHandler, { schedule: { cron: '*/10 * * * *' } }),
  ],
});
