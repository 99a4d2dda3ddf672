import type { BrowserContext, Page } from '@playwright/test';

export const CONSENT_STORAGE_KEY = 'village.cookie-consent';

export interface StoredConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  decidedAt: string;
}

/** Stores a cookie choice before any page script runs, so the banner stays closed. */
export async function rememberCookieChoice(
  target: Page | BrowserContext,
  choices: Partial<Omit<StoredConsent, 'essential' | 'decidedAt'>> = {},
): Promise<void> {
  const consent: StoredConsent = {
    essential: true,
    analytics: false,
    marketing: false,
    personalization: false,
    ...choices,
    decidedAt: '2025-11-21T09:00:00.000Z',
  };
  await target.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(consent)] as const,
  );
}

export async function storedConsent(page: Page): Promise<StoredConsent | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as StoredConsent) : null;
}
