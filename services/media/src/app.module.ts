import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, OBJECT_STORE } from '@village/kit';
import type { Logger } from 'pino';
import { MEDIA_ENV, type MediaEnv } from './env';
import { mediaConsumers } from './events/user-registered.consumer';
import { ImageProcessor } from './images/image-processor';
import { MEDIA_SCHEMA, mediaEntities, mediaMigrations } from './media.data-source';
import { PendingUploadSweeper } from './objects/pending-upload.sweeper';
import { OpenProfilePhotoUseCase } from './profile-photos/open-profile-photo.use-case';
import { ProfilePhotosController } from './profile-photos/profile-photos.controller';
import { StageProfilePhotoUseCase } from './profile-photos/stage-profile-photo.use-case';
import { SignedLinksController } from './signed-links/signed-links.controller';
import { createMediaObjectStore } from './storage/media-object-store.factory';
import { UploadsController } from './uploads/uploads.controller';
import { MediaUser } from './users/media-user.model';
import { UserProfilePhotoResolver } from './users/user-profile-photo.resolver';

@Module({})
export class MediaModule {
  static register(env: MediaEnv, logger?: Logger): DynamicModule {
    return {
      module: MediaModule,
      imports: [
        KitModule.forRoot({
          env,
          schema: MEDIA_SCHEMA,
          entities: mediaEntities,
          migrations: mediaMigrations,
          consumers: mediaConsumers,
          entityTypes: [MediaUser],
          logger,
        }),
      ],
      controllers: [UploadsController, ProfilePhotosController, SignedLinksController],
      providers: [
        { provide: MEDIA_ENV, useValue: env },
        { provide: OBJECT_STORE, useFactory: () => createMediaObjectStore(env) },
        { provide: ImageProcessor, useFactory: () => new ImageProcessor() },
        StageProfilePhotoUseCase,
        OpenProfilePhotoUseCase,
        PendingUploadSweeper,
        UserProfilePhotoResolver,
      ],
    };
  }
}
