import { InitialMediaSchema1763760000000 } from './1763760000000-initial-media-schema';

/** media's migrations, oldest first. */
export const mediaMigrations = [InitialMediaSchema1763760000000];
