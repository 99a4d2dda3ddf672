export const CONSENT_STORAGE_KEY = 'village.cookie-consent';
export const COOKIE_BANNER_DELAY_MS = 2000;

export type OptionalCookieCategory = 'analytics' | 'marketing' | 'personalization';
export type CookieCategory = 'essential' | OptionalCookieCategory;

export interface CookieChoices {
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
}

export interface CookieConsent extends CookieChoices {
  essential: true;
  decidedAt: string;
}

export const OPTIONAL_CATEGORIES: readonly OptionalCookieCategory[] = ['analytics', 'marketing', 'personalization'];

export const REJECT_ALL: CookieChoices = { analytics: false, marketing: false, personalization: false };
export const ACCEPT_ALL: CookieChoices = { analytics: true, marketing: true, personalization: true };

export function readConsent(storage: Storage | undefined = safeLocalStorage()): CookieConsent | null {
  const raw = readItem(storage);
  if (!raw) {
    return null;
  }
  try {
    return parseConsent(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeConsent(
  choices: CookieChoices,
  now: Date = new Date(),
  storage: Storage | undefined = safeLocalStorage(),
): CookieConsent {
  const consent: CookieConsent = {
    essential: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    personalization: choices.personalization,
    decidedAt: now.toISOString(),
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private browsing can refuse storage; the choice still applies to this visit.
  }
  return consent;
}

export function allows(consent: CookieConsent | null, category: CookieCategory): boolean {
  if (category === 'essential') {
    return true;
  }
  return consent?.[category] === true;
}

function parseConsent(value: unknown): CookieConsent | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const record = value as Record<string, unknown>;
  const flags = OPTIONAL_CATEGORIES.map((category) => record[category]);
  if (!flags.every((flag) => typeof flag === 'boolean') || typeof record.decidedAt !== 'string') {
    return null;
  }
  return {
    essential: true,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    personalization: record.personalization as boolean,
    decidedAt: record.decidedAt,
  };
}

function readItem(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
