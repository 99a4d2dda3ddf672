import type { Locator, Page } from '@playwright/test';

const START = Date.parse('2025-11-21T09:00:00.000Z');

/**
 * React reveals a Suspense boundary's content no sooner than this much page time after the last fallback it showed
 * (its FALLBACK_THROTTLE_MS), so with page time stopped a lazy page or banner waits for the test to move time on.
 */
export const SUSPENSE_REVEAL_MS = 300;

/**
 * Installs Playwright's fake clock and stops page time before the page's first script runs: a timer the page sets
 * fires only when the test moves time on with `page.clock.runFor(ms)`, so "not yet at 1999 ms, done at 2000 ms"
 * holds on any machine, however slow. Network, rendering and CSS keep running in real time.
 */
export async function stopPageTime(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  // pauseAt only moves forward; a second after START is ahead of the real milliseconds spent installing.
  await page.clock.pauseAt(START + 1000);
}

/** Installs Playwright's fake clock running at real speed, for a test that stops it later with `stopPageTimeNow`. */
export async function installPageClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
}

/** Stops page time (installed by `installPageClock`) a second ahead of where it is now. */
export async function stopPageTimeNow(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * With page time stopped, shows the route's lazy page `content`. When React showed the route's Suspense fallback,
 * moves page time on by exactly SUSPENSE_REVEAL_MS so React may reveal the page. Either way, the page appeared at
 * the page time this returns at, so its own timers are due a known time from now.
 */
export async function revealRoutePage(page: Page, content: Locator): Promise<void> {
  const fallback = page.getByRole('main').getByRole('status', { name: 'Loading' });
  await fallback.or(content).first().waitFor();
  if (await fallback.isVisible()) await page.clock.runFor(SUSPENSE_REVEAL_MS);
  await content.waitFor();
}
