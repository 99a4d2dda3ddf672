import type { Page } from '@playwright/test';

/**
 * Holds every request for `url` until the test calls `release()`, so a pending state (a spinner, a "Signing In..."
 * button) stays on screen for as long as the test needs to look at it, with no timer involved.
 */
export async function holdRequests(page: Page, url: RegExp | string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
