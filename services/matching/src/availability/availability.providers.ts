import { AvailabilityResolver } from './availability.resolver';
import { AvailabilityStore } from './availability.store';
import { MemberAvailabilityEntity } from './member-availability.entity';

export const availabilityEntities = [MemberAvailabilityEntity];

export const availabilityProviders = [AvailabilityStore, AvailabilityResolver];
