export { SocialPlatformsControl } from './control-client';
export { startSocialPlatformsStandIn, type SocialPlatformsStandIn } from './stand-in-server';
export { STAND_IN_CLIENTS, STAND_IN_IDENTITIES, type StandInMetrics, type StandInPlatform, type StandInPost, } from './stand-in-state';
export { consentAt } from './consent';
