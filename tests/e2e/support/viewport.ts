import type { Locator, Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

export async function isInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0 && Math.abs(box.top) < window.innerHeight / 2;
  });
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}
