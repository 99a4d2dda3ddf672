import { IoAdapter } from '@nestjs/platform-socket.io';
import {
  CLOCK,
  defineService,
  ErasedMemberEntity,
  handleJob,
  OBJECT_STORE,
  SERVICE_ENV,
  type Clock,
} from '@village/kit';
import { memberBlocksProjection, memberContactsProjection } from '@village/kit';
import { mediaMigrations } from '../migrations';
import { mediaMemberErasureConsumer } from './erasure/member-erasure.consumer';
import { SweepErasedObjectsJob } from './erasure/sweep-erased-objects.job';
import { mediaEnvSchema, type MediaEnv } from './env';
import { DocumentLinkResolver } from './identity-documents/document-link.resolver';
import { IdentityDocumentsController } from './identity-documents/identity-documents.controller';
import { OpenDocumentLinkUseCase } from './identity-documents/open-document-link.use-case';
import { StageIdentityDocumentUseCase } from './identity-documents/stage-identity-document.use-case';
import { verificationCaseOpenedConsumer } from './identity-documents/verification-case-opened.consumer';
import { verificationDecidedConsumer } from './identity-documents/verification-decided.consumer';
import { ImageProcessor } from './images/image-processor';
import { DeleteExpiredObjectsHandler } from './objects/delete-expired-objects.handler';
import { DeleteExpiredObjectsJob } from './objects/delete-expired-objects.job';
import { CallAccessRules } from './call-rooms/call-access';
import { CallAdmissionEntity } from './call-rooms/call-admission.entity';
import { CallRoomRegistry } from './call-rooms/call-room-registry';
import { CallSignallingGateway } from './call-rooms/call-signalling.gateway';
import { CallTokens } from './call-rooms/call-tokens';
import { CompleteMeetingsHandler } from './call-rooms/complete-meetings.handler';
import { CompleteMeetingsJob } from './call-rooms/complete-meetings.job';
import { JoinVideoCallUseCase } from './call-rooms/join-video-call.use-case';
import { LivekitRooms } from './call-rooms/livekit-rooms';
import { MeetingCallStatus } from './call-rooms/meeting-call-status';
import { VideoCallsResolver } from './call-rooms/video-calls.resolver';
import { CallRemovalEntity } from './call-rooms/call-removal.entity';
import { MeetingInvitationEntity } from './meetings/meeting-invitation.entity';
import { meetingsProviders } from './meetings/meetings.providers';
import { VideoMeetingEntity } from './meetings/video-meeting.entity';
import { MediaObject } from './objects/media-object.entity';
import { OpenPhotoVariantUseCase } from './objects/open-photo-variant.use-case';
import { StagePhotoUseCase } from './objects/stage-photo.use-case';
import { SweepPendingUploadsHandler } from './objects/sweep-pending-uploads.handler';
import { SweepPendingUploadsJob } from './objects/sweep-pending-uploads.job';
import { MediaUser } from './profile-photos/media-user.model';
import { MemberProfilePhotosController } from './profile-photos/member-profile-photos.controller';
import { OpenProfilePhotoUseCase } from './profile-photos/open-profile-photo.use-case';
import { PendingProfilePhotosController } from './profile-photos/pending-profile-photos.controller';
import { ProfilePhoto } from './profile-photos/profile-photo.entity';
import { ProfilePhotosController } from './profile-photos/profile-photos.controller';
import { ReplaceProfilePhotoUseCase } from './profile-photos/replace-profile-photo.use-case';
import { StageProfilePhotoUseCase } from './profile-photos/stage-profile-photo.use-case';
import { acceptPhotoUploads } from './profile-photos/upload-body.parser';
import { UserProfilePhotoResolver } from './profile-photos/user-profile-photo.resolver';
import { userRegisteredConsumer } from './profile-photos/user-registered.consumer';
import { MemberServicePhotosController } from './service-photos/member-service-photos.controller';
import { serviceDeletedConsumer } from './service-photos/service-deleted.consumer';
import { serviceListedConsumer } from './service-photos/service-listed.consumer';
import { ServicePhotosController } from './service-photos/service-photos.controller';
import { serviceUpdatedConsumer } from './service-photos/service-updated.consumer';
import { StageServicePhotoUseCase } from './service-photos/stage-service-photo.use-case';
import { createMediaObjectStore } from './storage/media-object-store.factory';
import { SignedLinksController } from './storage/signed-links.controller';
import { MediaDataExportResolver } from './data-export/media-data-export.resolver';

export const mediaService = defineService({
  name: 'media',
  env: mediaEnvSchema,
  mail: true,
  entities: [
    ErasedMemberEntity,
    MediaObject,
    ProfilePhoto,
    VideoMeetingEntity,
    MeetingInvitationEntity,
    CallAdmissionEntity,
    CallRemovalEntity,
    ...memberBlocksProjection.entities,
    ...memberContactsProjection.entities,
  ],
  migrations: mediaMigrations,
  consumers: [
    userRegisteredConsumer,
    verificationCaseOpenedConsumer,
    verificationDecidedConsumer,
    serviceListedConsumer,
    serviceUpdatedConsumer,
    serviceDeletedConsumer,
    ...memberBlocksProjection.consumers,
    ...memberContactsProjection.consumers,
    mediaMemberErasureConsumer,
  ],
  entityTypes: [MediaUser],
  controllers: [
    PendingProfilePhotosController,
    ProfilePhotosController,
    SignedLinksController,
    MemberProfilePhotosController,
    IdentityDocumentsController,
    MemberServicePhotosController,
    ServicePhotosController,
  ],
  providers: [
    MediaDataExportResolver,
    {
      provide: OBJECT_STORE,
      useFactory: (env: MediaEnv, clock: Clock) => createMediaObjectStore(env, undefined, clock),
      inject: [SERVICE_ENV, CLOCK],
    },
    { provide: ImageProcessor, useFactory: () => new ImageProcessor() },
    StageProfilePhotoUseCase,
    OpenProfilePhotoUseCase,
    UserProfilePhotoResolver,
    ReplaceProfilePhotoUseCase,
    StageIdentityDocumentUseCase,
    OpenDocumentLinkUseCase,
    DocumentLinkResolver,
    StagePhotoUseCase,
    OpenPhotoVariantUseCase,
    StageServicePhotoUseCase,
    ...meetingsProviders,
    CallTokens,
    CallAccessRules,
    CallRoomRegistry,
    LivekitRooms,
    MeetingCallStatus,
    JoinVideoCallUseCase,
    VideoCallsResolver,
    CallSignallingGateway,
  ],
  configureHttp: acceptPhotoUploads,
  // The call channel (socket.io) on media's HTTP server.
  webSocketAdapter: (app) => new IoAdapter(app),
  jobs: [
    // Every 10 minutes: uploads pending for over an hour and discarded ones (photos of deleted services) go, rows and files.
    handleJob(SweepPendingUploadsJob, SweepPendingUploadsHandler, { schedule: { cron: '*/10 * * * *' } }),
    // Daily at 03:45 UTC: decided identity documents past their retention go, rows and files.
    handleJob(DeleteExpiredObjectsJob, DeleteExpiredObjectsHandler, { schedule: { cron: '45 3 * * *' } }),
    // Every minute: the objects of members who erased their account (due at once) go, files and rows (ADR 032).
    handleJob(SweepErasedObjectsJob, DeleteExpiredObjectsHandler, { schedule: { cron: '* * * * *' } }),
    // Every 10 minutes: active meetings an hour past their end with nobody in the call are completed.
    handleJob(CompleteMeetingsJob, CompleteMeetingsHandler, { schedule: { cron: '*/10 * * * *' } }),
  ],
});
