import { expect, test } from './support/consented-test';
import { isInViewport, scrollY } from './support/viewport';

test.describe('top navigation', () => {
  test('Services and Contact scroll to their anchors on the landing page, Home scrolls back to the top', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect.poll(() => isInViewport(page.locator('#services'))).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#services')).toBeFocused();

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => isInViewport(page.getByRole('contentinfo'))).toBe(true);
    await expect(page.locator('#contact')).toBeFocused();

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('Services and Contact go to /#services and /#contact from another page and scroll there', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect.poll(() => isInViewport(page.locator('#services'))).toBe(true);

    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => isInViewport(page.locator('#contact'))).toBe(true);
  });

  test('a URL hash scrolls to its element once the landing page has loaded', async ({ page }) => {
    await page.goto('/#services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => isInViewport(page.locator('#services'))).toBe(true);
  });

  test('About Us, Community and My Services go to their routes; Sign In and Join Now to the forms', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { name: 'My Story' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByText('2.5k+ members')).toBeVisible();

    await nav.getByRole('link', { name: 'My Services' }).click();
    await expect(page).toHaveURL(/\/my-services$/);
    await expect(page.getByRole('link', { name: 'Continue to Identity Verification' })).toBeVisible();

    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

    await header.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Village' })).toBeVisible();
  });

  test("the hero's Learn More scrolls to the services and Join Now opens sign-up", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = page.getByRole('region', { name: 'It takes a village. Here is yours.' });

    await hero.getByRole('link', { name: 'Learn More' }).click();
    await expect.poll(() => isInViewport(page.locator('#services'))).toBe(true);

    await hero.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('scrolling is instant when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    const footerTop = await page.locator('#contact').evaluate((footer) => footer.getBoundingClientRect().top);
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(Math.min(footerTop, Math.abs(maxScroll - (await scrollY(page))))).toBeLessThan(100);
  });

  test('the skip link moves keyboard focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
