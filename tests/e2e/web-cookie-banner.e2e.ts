import { expect, test, type Page } from '@playwright/test';
import { storedConsent } from './support/cookie-consent';
import { stopPageTime, SUSPENSE_REVEAL_MS } from './support/fake-clock';

const ANALYTICS_CHUNK = /first-party-analytics-[^/]*\.js$/;
const BANNER_CHUNK = /cookie-banner-[^/]*\.js$/;
const BANNER_DELAY_MS = 2000;

function trackRequests(page: Page, url: RegExp): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (url.test(request.url())) requested.push(request.url());
  });
  return requested;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Village' });

/** The app has rendered (and so started the banner's timer) once its header shows. */
async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('banner').waitFor();
}

/** Page time reaches the banner's delay: the banner is loaded then, and shown once React reveals it. */
async function letTheBannerDelayPass(page: Page, alreadyPassedMs = 0): Promise<void> {
  const bannerRequested = page.waitForRequest(BANNER_CHUNK);
  await page.clock.runFor(BANNER_DELAY_MS - alreadyPassedMs);
  await bannerRequested;
  await page.clock.runFor(SUSPENSE_REVEAL_MS);
  await expect(banner(page)).toBeVisible();
}

/** Reloads and lets well over the banner's delay pass: a stored choice keeps it closed. */
async function reloadAndWaitPastTheBanner(page: Page): Promise<void> {
  await page.reload();
  await page.getByRole('banner').waitFor();
  await page.clock.runFor(BANNER_DELAY_MS + 1000);
}

test.describe('cookie consent banner', () => {
  test.beforeEach(async ({ page }) => {
    await stopPageTime(page);
  });

  test('appears 2 s after load when no choice is stored, not before', async ({ page }) => {
    const bannerRequests = trackRequests(page, BANNER_CHUNK);
    await openApp(page, '/');
    await page.clock.runFor(BANNER_DELAY_MS - 1);
    await expect(banner(page)).toBeHidden();
    expect(bannerRequests).toEqual([]);
    await letTheBannerDelayPass(page, BANNER_DELAY_MS - 1);

    await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await expect(banner(page).getByRole('switch', { name: 'Essential' })).toBeChecked();
    await expect(banner(page).getByRole('switch', { name: 'Essential' })).toBeDisabled();
    for (const category of ['Analytics', 'Marketing', 'Personalisation']) {
      await expect(banner(page).getByRole('switch', { name: category })).not.toBeChecked();
    }
  });

  test('loads no analytics before consent; Accept All stores the choice and loads it', async ({ page }) => {
    const analytics = trackRequests(page, ANALYTICS_CHUNK);
    await openApp(page, '/');
    await letTheBannerDelayPass(page);
    expect(analytics).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.analytics)).toBeUndefined();

    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      personalization: true,
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
    });
    await expect.poll(() => analytics.length).toBe(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.analytics)).toBe('on');

    await reloadAndWaitPastTheBanner(page);
    await expect(banner(page)).toBeHidden();
  });

  test('Reject All stores a refusal, keeps analytics unloaded and the banner stays closed after reload', async ({
    page,
  }) => {
    const analytics = trackRequests(page, ANALYTICS_CHUNK);
    await openApp(page, '/about');
    await letTheBannerDelayPass(page);
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({
      essential: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });

    await reloadAndWaitPastTheBanner(page);
    await expect(banner(page)).toBeHidden();
    expect(analytics).toEqual([]);
  });

  test("Save Preferences keeps the chosen categories; 'Cookie settings' in the footer reopens the banner", async ({
    page,
  }) => {
    await openApp(page, '/');
    await letTheBannerDelayPass(page);
    await banner(page).getByRole('switch', { name: 'Marketing' }).click();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: true, personalization: false });

    await page.reload();
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    const bannerRequested = page.waitForRequest(BANNER_CHUNK);
    await settings.click();
    await bannerRequested;
    await page.clock.runFor(SUSPENSE_REVEAL_MS);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Cookies on Village' })).toBeFocused();
    await expect(banner(page).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await expect(banner(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();

    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await storedConsent(page)).toMatchObject({ marketing: false });
  });
});
