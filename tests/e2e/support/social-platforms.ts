import { SocialPlatformsControl } from '../../support/social-platforms/control-client';

/** The platforms' stand-in listens next to the stack's port, so parallel stacks never share one. */
export const socialPlatformsStandInPort = (stackPort: number): number => stackPort + 43;

/** Steers the stack's platform stand-in (X is configured against it; the other platforms stay sandbox). */
export function socialPlatformsControl(): SocialPlatformsControl {
  const port = socialPlatformsStandInPort(Number(process.env.E2E_PORT ?? 18080));
  return new SocialPlatformsControl(`http://127.0.0.1:${port}`);
}
