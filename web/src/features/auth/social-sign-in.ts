export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export type SocialProviderAvailability = Record<SocialProvider, boolean>;

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Where the browser goes to sign in with a provider (the gateway runs the OpenID Connect / OAuth dance). */
export const socialSignInUrl = (provider: SocialProvider) => `/api/auth/${provider}`;

/** Which providers this Village has set up. */
export async function fetchSocialProviders(signal?: AbortSignal): Promise<SocialProviderAvailability> {
  const response = await fetch('/api/auth/providers', { credentials: 'include', signal });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const body = (await response.json()) as Partial<SocialProviderAvailability>;
  return { google: body.google === true, facebook: body.facebook === true };
}

export const notSetUpMessage = (provider: SocialProvider) =>
  `${PROVIDER_NAMES[provider]} sign-in is not set up on this Village.`;

const FAILURE_MESSAGES: Record<string, (name: string) => string> = {
  'social-sign-in-failed': (name) =>
    `Signing in with ${name} did not work. Please try again, or sign in with your email and password.`,
  'social-sign-in-cancelled': (name) => `Signing in with ${name} was cancelled. Nothing was changed.`,
  'social-sign-in-unavailable': (name) => `${name} sign-in is not set up on this Village.`,
  'social-email-missing': (name) =>
    `${name} did not share your email address with Village, so we could not sign you in. Allow Village to see ` +
    'your email address, or sign in with your email and password.',
  'social-account-exists': (name) =>
    `An account with this email already exists, and ${name} has not confirmed that the address is yours. ` +
    'Sign in with your email and password instead.',
  'social-email-unverified': (name) =>
    `${name} has not confirmed your email address. Confirm it with ${name} first, or join with your email and a ` +
    'password.',
};

/** The sign-in page's words for why a social sign-in ended there (`?error=`); null for anything else. */
export function socialSignInFailureMessage(error: string | null, provider: string | null): string | null {
  const message = error ? FAILURE_MESSAGES[error] : undefined;
  if (!message) return null;
  const known = SOCIAL_PROVIDERS.find((candidate) => candidate === provider);
  return message(known ? PROVIDER_NAMES[known] : 'that provider');
}
