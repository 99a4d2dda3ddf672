import { expect, test, type Page } from '@playwright/test';
import { storedConsent } from './support/cookie-consent';

function trackAnalyticsChunk(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/first-party-analytics-[^/]*\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Village' });

test.describe('cookie consent banner', () => {
  test('appears 2 s after load when no choice is stored, not before', async ({ page }) => {
    const started = Date.now();
    await page.goto('/');
    await page.waitForTimeout(Math.max(0, 1500 - (Date.now() - started)));
    await expect(banner(page)).toBeHidden();
    await expect(banner(page)).toBeVisible({ timeout: Math.max(100, 3000 - (Date.now() - started)) });

    await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await expect(banner(page).getByRole('switch', { name: 'Essential' })).toBeChecked();
    await expect(banner(page).getByRole('switch', { name: 'Essential' })).toBeDisabled();
    for (const category of ['Analytics', 'Marketing', 'Personalisation']) {
      await expect(banner(page).getByRole('switch', { name: category })).not.toBeChecked();
    }
  });

  test('loads no analytics before consent; Accept All stores the choice and loads it', async ({ page }) => {
    const analytics = trackAnalyticsChunk(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
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

    await page.reload();
    await page.waitForTimeout(3000);
    await expect(banner(page)).toBeHidden();
  });

  test('Reject All stores a refusal, keeps analytics unloaded and the banner stays closed after reload', async ({
    page,
  }) => {
    const analytics = trackAnalyticsChunk(page);
    await page.goto('/about');
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({
      essential: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });

    await page.reload();
    await page.waitForTimeout(3000);
    await expect(banner(page)).toBeHidden();
    expect(analytics).toEqual([]);
  });

  test("Save Preferences keeps the chosen categories; 'Cookie settings' in the footer reopens the banner", async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('switch', { name: 'Marketing' }).click();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: true, personalization: false });

    await page.reload();
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
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
