import { randomBytes } from 'node:crypto';
import {
  SocialPlatformsControl,
  startSocialPlatformsStandIn,
  type SocialPlatformsStandIn,
} from '../../../../tests/support/social-platforms';
import { startSocial, type SocialTestApp } from './social-test-app';

export { TEST_APP_URL, type TestMember } from './social-test-app';

export interface AccountsTestApp extends SocialTestApp {
  /** The platforms' stand-in (null when the app runs with no platform configured). */
  standIn: SocialPlatformsStandIn | null;
  control: SocialPlatformsControl | null;
  /** SOCIAL_TOKEN_KEY, to open the sealed tokens a spec reads from the table. */
  tokenKey: string;
}

/**
 * social with Facebook (and Instagram), X and LinkedIn configured against the platform stand-in, or (`platforms:
 * false`) with none configured, as the embedded default runs.
 */
export async function startAccounts({
  platforms = true,
  env = {},
}: { platforms?: boolean; env?: Record<string, string> } = {}): Promise<AccountsTestApp> {
  const standIn = platforms ? await startSocialPlatformsStandIn() : null;
  const tokenKey = randomBytes(32).toString('base64');
  let social: SocialTestApp;
  try {
    social = await startSocial({
      env: {
        ...env,
        ...(standIn && {
          SOCIAL_TOKEN_KEY: tokenKey,
          ...standIn.env.facebook,
          ...standIn.env.x,
          ...standIn.env.linkedin,
        }),
      },
    });
  } catch (error) {
    await standIn?.stop();
    throw error;
  }
  return {
    ...social,
    standIn,
    control: standIn && new SocialPlatformsControl(standIn.url),
    tokenKey,
    close: async () => {
      await social.close();
      await standIn?.stop();
    },
  };
}
