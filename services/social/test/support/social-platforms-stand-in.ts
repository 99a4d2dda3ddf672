import {
  SocialPlatformsControl,
  startSocialPlatformsStandIn,
  type SocialPlatformsStandIn,
} from '../../../../tests/support/social-platforms';
import { PublishFailure, type PlatformAccount } from '../../src/publishing/publisher.port';
import type { ConnectedAccountGrant } from '../../src/platforms/platform-connector';

export interface StandInHandle {
  standIn: SocialPlatformsStandIn;
  control: SocialPlatformsControl;
}

/** The platforms' stand-in for one adapter spec: started before all its tests, reset before each, stopped after. */
export function useSocialPlatformsStandIn(): StandInHandle {
  const handle = {} as StandInHandle;
  beforeAll(async () => {
    handle.standIn = await startSocialPlatformsStandIn();
    handle.control = new SocialPlatformsControl(handle.standIn.url);
  });
  afterAll(async () => {
    await handle.standIn?.stop();
  });
  beforeEach(async () => {
    await handle.control.reset();
  });
  return handle;
}

/** The PublishFailure the promise rejects with; fails the test when it settles any other way. */
export async function failureOf(promise: Promise<unknown>): Promise<PublishFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof PublishFailure)) throw new Error(`expected a PublishFailure, got ${String(error)}`);
  return error;
}

/** The account a connected member publishes with, from the grant of the connector under test. */
export function accountFrom(platform: PlatformAccount['platform'], grant: ConnectedAccountGrant): PlatformAccount {
  return {
    platform,
    memberId: 'member-1',
    externalAccountId: grant.externalAccountId,
    accessToken: grant.accessToken,
  };
}
