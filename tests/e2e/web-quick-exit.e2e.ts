import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { PHONE } from './support/viewport';

// Stand-ins served by the browser itself (no internet): the default neutral site, and a site visited before Village.
const NEUTRAL = 'https://www.bbc.co.uk/weather';
const BEFORE = 'https://search.example/results';

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function serveStandIns(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.bbc\.co\.uk\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><h1>Weather forecast</h1>' }),
  );
  await page.route(/^https:\/\/search\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Search</title><h1>Search results</h1>' }),
  );
}

/** Arrives from another site, moves around Village (in-app links and a full page load) and returns the origin. */
async function browseVillage(page: Page, baseURL: string): Promise<string> {
  await serveStandIns(page);
  await page.goto(BEFORE);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  return new URL(baseURL).origin;
}

/** Walks the tab's whole history both ways: every entry it can reach, and that none is a Village page showing. */
async function expectNoVillageInHistory(page: Page, village: string): Promise<void> {
  const seen: string[] = [page.url()];
  while ((await page.evaluate(() => history.length > 1)) && (await page.goBack({ waitUntil: 'load' }))) {
    seen.push(page.url());
  }
  // The tab's blank first page may stay at the very start of its history.
  expect(seen.filter((url) => url !== 'about:blank')).toEqual([NEUTRAL, BEFORE]);
  // The browser keeps later Village entries ahead of the neutral site: opened again, they leave for it at once.
  for (let step = 0; step < 8; step += 1) {
    if (!(await page.goForward({ waitUntil: 'load' }))) break;
    await expect.poll(() => page.url()).not.toContain(village);
    seen.push(page.url());
  }
  expect(seen.every((url) => !url.startsWith(village))).toBe(true);
  expect(seen).toContain(NEUTRAL);
}

test('the Quick exit button is on every page and leaves no Village page behind', async ({ page, baseURL }) => {
  const village = await browseVillage(page, baseURL!);
  const button = page.getByRole('button', { name: 'Quick exit' });
  await expect(button).toBeVisible();
  await expectNoSeriousViolations(page, '/about with the quick exit');
  await page.setViewportSize(PHONE);
  await expect(button).toBeInViewport();
  await expectNoSeriousViolations(page, '/about at 390 px with the quick exit');
  await page.goto('/unsubscribe-options');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const exitBox = (await button.boundingBox())!;
  const others = [
    page.getByRole('button', { name: /Ask/ }),
    ...(await page.getByRole('contentinfo').getByRole('link').all()),
  ];
  for (const other of others) {
    const box = await other.boundingBox();
    if (box) expect(overlaps(exitBox, box), await other.innerText()).toBe(false);
  }
  for (const path of ['/services', '/signin']) {
    await page.goto(path);
    await expect(button).toBeVisible();
  }

  await button.click();
  await expect(page).toHaveURL(NEUTRAL);
  await expect(page.getByRole('heading', { name: 'Weather forecast' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expectNoVillageInHistory(page, village);
});

test('pressing Esc twice leaves the same way; once, or twice slowly, does not', async ({ page, baseURL }) => {
  const village = await browseVillage(page, baseURL!);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1200);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1200);
  await expect(page).toHaveURL(/\/about$/);

  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(NEUTRAL);
  await expectNoVillageInHistory(page, village);
});
