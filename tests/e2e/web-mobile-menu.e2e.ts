import { expect, test } from './support/consented-test';
import { PHONE, isInViewport } from './support/viewport';

test.use({ viewport: PHONE });

test.describe('small-screen menu', () => {
  test('opens as a dialog, keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const menuButton = header.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Services',
      'My Services',
      'Community',
      'About Us',
      'Contact',
      'Sign In',
      'Join Now',
    ]);

    for (let press = 0; press < 14; press++) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('closes after a choice and goes to the chosen route', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { name: 'My Story' })).toBeVisible();
  });

  test('closes after a choice and scrolls to the services on the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect.poll(() => isInViewport(page.locator('#services'))).toBe(true);
    await expect(page.locator('#services')).toBeFocused();
  });

  test('Join Now in the menu opens the sign-up form', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Join Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
