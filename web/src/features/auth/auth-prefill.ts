export interface AuthPrefill {
  email?: string;
  fullName?: string;
}

export const CONSENT_NEXT_PATHS = ['/signup', '/signin', '/signin?view=forgot'] as const;
export type ConsentNext = (typeof CONSENT_NEXT_PATHS)[number];

export function safeConsentNext(value: string | null): ConsentNext {
  return CONSENT_NEXT_PATHS.find((path) => path === value) ?? '/signup';
}

export function consentUrl(next: ConsentNext): string {
  return `/auth-consent?next=${encodeURIComponent(next)}`;
}

export function readPrefill(state: unknown): AuthPrefill {
  if (typeof state !== 'object' || state === null || !('prefill' in state)) {
    return {};
  }
  const prefill = state.prefill;
  if (typeof prefill !== 'object' || prefill === null) {
    return {};
  }
  const { email, fullName } = prefill as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof fullName === 'string' ? { fullName } : {}),
  };
}
