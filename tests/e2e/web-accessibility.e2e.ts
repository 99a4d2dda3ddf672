import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { PHONE } from './support/viewport';

const PUBLIC_ROUTES: [path: string, heading: string][] = [
  ['/', 'It takes a village. Here is yours.'],
  ['/about', 'Built by a single parent, for single parents'],
  ['/community', 'A community that has your back'],
  ['/auth-page', 'Join a Community That Cares'],
  ['/auth-consent', 'Before you continue'],
  ['/auth-welcome', 'Welcome to Village'],
  ['/signup', 'Join Village'],
  ['/signin', 'Welcome Back'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/gdpr-rights', 'GDPR Rights'],
  ['/unsubscribe-options', 'Unsubscribe Options'],
  ['/design-system', 'Design system'],
  ['/my-services', 'Please sign in to continue'],
  ['/no/such/page', 'Page Not Found'],
];

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/login', (route) => route.fulfill({ status: 204 }));
  });

  for (const [path, heading] of PUBLIC_ROUTES) {
    test(`${path} has no serious or critical violations and one h1`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('the sign-up and sign-in forms stay accessible while showing their errors', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/signup with errors');

    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expectNoSeriousViolations(page, '/signin with errors');
  });

  test('the open chat assistant, the open cookie banner and the small-screen menu are accessible', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookies on Village' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the cookie banner');

    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the small-screen menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ask the Village assistant' }).click();
    await expect(page.getByRole('dialog', { name: 'Village assistant' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the chat assistant');
    await context.close();
  });

  test('keyboard users see where focus is', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Village home' })).toBeFocused();
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test('every control on the landing page is at least 24 by 24 pixels', async ({ page }) => {
    await page.goto('/');
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="switch"]'))
        .filter((element) => element.offsetParent !== null && !element.closest('p, li > p'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const visuallyHidden = box.width <= 1 && box.height <= 1;
          return !visuallyHidden && (box.width < 24 || box.height < 24);
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(small).toEqual([]);
  });
});
