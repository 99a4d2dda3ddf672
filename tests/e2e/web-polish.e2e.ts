import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/consented-test';
import { test as bannerTest } from '@playwright/test';
import { signUpInPage } from './support/signed-in-page';

const WIDTHS = [390, 1024, 1280] as const;
const heightFor = (width: number) => (width === 390 ? 844 : 720);

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of WIDTHS) {
  bannerTest(
    `the cookie banner is compact and leaves the hero's Join Now visible at ${width} px`,
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: heightFor(width) });
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookies on Village' });
      await expect(banner).toBeVisible({ timeout: 10_000 });
      await shot(page, testInfo, `cookie-banner-${width}`);
      const box = (await banner.boundingBox())!;
      const viewport = heightFor(width);
      expect(box.height / viewport).toBeLessThan(width === 390 ? 0.3 : 0.2);
      const joinNow = (await page.getByRole('main').getByRole('link', { name: 'Join Now' }).first().boundingBox())!;
      expect(joinNow.y + joinNow.height).toBeLessThanOrEqual(box.y);
    },
  );

  test(`the sign-up photo box stays inside the form with a round placeholder at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: heightFor(width) });
    await page.goto('/signup');
    const fieldset = page.getByRole('group', { name: 'Profile photo (optional)' });
    await fieldset.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `signup-photo-${width}`);
    const box = (await fieldset.boundingBox())!;
    const form = (await page.locator('form').first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(form.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(form.x + form.width + 0.5);
    const input = (await page.getByLabel(/Choose an image/).boundingBox())!;
    expect(input.x + input.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    const circle = (await page.getByTestId('profile-photo-placeholder').boundingBox())!;
    expect(circle.width).toBeCloseTo(circle.height, 0);
    expect(circle.width).toBeCloseTo(96, 0);
  });

  test(`the Ask button covers no footer link on a short page at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: heightFor(width) });
    await page.goto('/unsubscribe-options');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot(page, testInfo, `footer-ask-${width}`);
    const ask = (await page.getByRole('button', { name: /Ask/ }).boundingBox())!;
    for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
      const box = await link.boundingBox();
      if (box) expect(overlaps(ask, box), await link.innerText()).toBe(false);
    }
  });

  test(`the Community stats do not wrap at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: heightFor(width) });
    await page.goto('/community');
    await shot(page, testInfo, `community-stats-${width}`);
    for (const text of ['2.5k+ members', '15k+ connections']) {
      const value = page.getByText(text);
      const box = (await value.boundingBox())!;
      const lineHeight = await value.evaluate((element) =>
        parseFloat(getComputedStyle(element.firstElementChild!).lineHeight),
      );
      expect(box.height, text).toBeLessThan(lineHeight * 1.5);
    }
  });
}

test('toasts appear below the header and leave its buttons uncovered', async ({ page }, testInfo) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    await page.goto('/signin');
    await page.getByLabel('Email').fill('nobody@example.test');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .first();
    await expect(toast).toBeVisible();
    await shot(page, testInfo, `toast-${width}`);
    const toastBox = (await toast.boundingBox())!;
    for (const name of ['Sign In', 'Join Now']) {
      const button = (await page.getByRole('banner').getByRole('link', { name }).boundingBox())!;
      expect(overlaps(toastBox, button), name).toBe(false);
    }
  }
});

test('a signed-in member who opens /signin or /signup lands on the dashboard, and the footer does not invite them to join', async ({
  page,
}, testInfo) => {
  await signUpInPage(page, { fullName: 'Noor Ahmed' });
  for (const path of ['/signin', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Welcome, Noor!' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  }
  await shot(page, testInfo, 'signed-in-footer');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Join Village' })).toHaveCount(0);
});
