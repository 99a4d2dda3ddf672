import { defineService } from '@village/kit';
import { listingsMigrations } from '../migrations';
import { BrowseResolver } from './browse/browse.resolver';
import { BrowseServicesUseCase } from './browse/browse-services.use-case';
import { ServicesController } from './browse/services.controller';
import { listingsEnvSchema } from './env';
import { PostcodeDirectory } from './places/postcode-directory';

export const listingsService = defineService({
  name: 'listings',
  env: listingsEnvSchema,
  entities: [],
  migrations: listingsMigrations,
  controllers: [ServicesController],
  providers: [PostcodeDirectory, BrowseServicesUseCase, BrowseResolver],
});
