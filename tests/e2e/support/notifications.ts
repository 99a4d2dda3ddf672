import type { Locator, Page } from '@playwright/test';

/** The toast region; toasts are also announced once in a hidden live region outside it. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}
