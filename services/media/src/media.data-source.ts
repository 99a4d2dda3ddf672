import { EVENT_ENTITIES } from '@village/kit';
import { InitialMediaSchema1763760000000 } from '../migrations/1763760000000-initial-media-schema';
import { MediaObject } from './objects/media-object.entity';
import { ProfilePhoto } from './profile-photos/profile-photo.entity';

export const MEDIA_SCHEMA = 'media';
export const mediaEntities = [MediaObject, ProfilePhoto, ...EVENT_ENTITIES];
export const mediaMigrations = [InitialMediaSchema1763760000000];
