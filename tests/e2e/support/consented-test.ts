import { test as base } from '@playwright/test';
import { rememberCookieChoice } from './cookie-consent';

/** The Playwright test with a cookie choice already made, for scenarios that are not about the banner. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await rememberCookieChoice(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
