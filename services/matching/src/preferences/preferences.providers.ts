import { MatchingPreferencesEntity } from './matching-preferences.entity';
import { MatchingPreferencesResolver } from './matching-preferences.resolver';
import { MatchingPreferencesStore } from './matching-preferences.store';

export const preferencesEntities = [MatchingPreferencesEntity];

export const preferencesProviders = [MatchingPreferencesStore, MatchingPreferencesResolver];
