import { listingsMemberErasureConsumer } from './erasure/member-erasure.consumer';
import { defineService, ErasedMemberEntity, memberBlocksProjection } from '@village/kit';
import { ListingsAdminCountsResolver } from './admin/admin-counts.resolver';
import { listingsMigrations } from '../migrations';
import { ConfirmedGuestEntity } from './confirmed-guests/confirmed-guest.entity';
import { confirmedGuestsConsumers } from './confirmed-guests/confirmed-guests.consumers';
import { BrowseResolver } from './browse/browse.resolver';
import { BrowseServicesUseCase } from './browse/browse-services.use-case';
import { ServicesController } from './browse/services.controller';
import { listingsEnvSchema } from './env';
import { moderationConsumers } from './moderation/service-taken-down.consumer';
import { ServicesResolver } from './graph/services.resolver';
import { CreateServiceUseCase } from './listing/create-service.use-case';
import { DeleteServiceUseCase } from './listing/delete-service.use-case';
import { LocatedServiceFieldsReader } from './listing/located-service-fields';
import { ServiceQueries } from './listing/service-queries';
import { SetServiceStatusUseCase } from './listing/set-service-status.use-case';
import { UpdateServiceUseCase } from './listing/update-service.use-case';
import { PostcodeDirectory } from './places/postcode-directory';
import { ServiceEntity } from './service-model/service.entity';
import { ListingsDataExportResolver } from './data-export/listings-data-export.resolver';

export const listingsService = defineService({
  name: 'listings',
  env: listingsEnvSchema,
  entities: [ErasedMemberEntity, ServiceEntity, ...memberBlocksProjection.entities, ConfirmedGuestEntity],
  migrations: listingsMigrations,
  consumers: [
    ...memberBlocksProjection.consumers,
    ...confirmedGuestsConsumers,
    ...moderationConsumers,
    listingsMemberErasureConsumer,
  ],
  controllers: [ServicesController],
  providers: [
    ListingsDataExportResolver,
    ListingsAdminCountsResolver,
    PostcodeDirectory,
    LocatedServiceFieldsReader,
    CreateServiceUseCase,
    UpdateServiceUseCase,
    SetServiceStatusUseCase,
    DeleteServiceUseCase,
    ServiceQueries,
    ServicesResolver,
    BrowseServicesUseCase,
    BrowseResolver,
  ],
});
