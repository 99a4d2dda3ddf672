import { expect, test } from './support/consented-test';

test.describe('landing and public pages', () => {
  test('the landing page shows the claims, the promotional video and six service cards', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('A community for single parents | Village');
    for (const claim of ['10k+ parents', '2,500+ active members', 'Verified Members']) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }

    const services = page.locator('section#services');
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Childcare sharing',
      'Playdate planning',
      'Group holidays',
      'Home swapping',
      'Pet sitting and boarding',
      'Wellbeing activities',
    ]);

    const video = services.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).not.toHaveAttribute('autoplay', /.*/);
    await expect(video).toHaveAttribute('poster', '/media/village-promo-poster.webp');
    const track = video.locator('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect(track).toHaveAttribute('default', '');

    const mp4 = await request.get('/media/village-promo.mp4');
    expect(mp4.status()).toBe(200);
    expect(mp4.headers()['content-type']).toContain('video/mp4');
    expect((await mp4.body()).length).toBeLessThan(1.5 * 1024 * 1024);
    const captions = await request.get('/media/village-promo.en.vtt');
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    expect((await request.get('/media/village-promo-poster.webp')).status()).toBe(200);

    await video.scrollIntoViewIfNeeded();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  });

  test('the call-to-action band and the footer lists are present', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'You do not have to do it alone' });
    await expect(cta.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/signup');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('id', 'contact');
    await expect(footer).toContainText('hello@village.example');
    await expect(footer.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/#contact-us');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['GDPR Rights', '/gdpr-rights'],
      ['Unsubscribe Options', '/unsubscribe-options'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });

  test("/about tells 'My Story' and joins from 'Join Our Community'", async ({ page }) => {
    await page.goto('/about');
    const story = page.getByRole('region', { name: 'My Story' });
    await expect(story).toContainText('single mother');
    await expect(story).toContainText('nine years old');
    await page.getByRole('link', { name: 'Join Our Community' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('/community shows six cards, the stats and Join Community', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('main').getByRole('list').first().getByRole('heading')).toHaveCount(6);
    await expect(page.getByText('2.5k+ members')).toBeVisible();
    await expect(page.getByText('15k+ connections')).toBeVisible();
    await page.getByRole('link', { name: 'Join Community' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  for (const [path, title, phrase] of [
    ['/privacy-policy', 'Privacy Policy', 'Data Protection Act 2018'],
    ['/cookie-policy', 'Cookie Policy', 'PECR'],
    ['/terms-of-service', 'Terms of Service', 'England and Wales'],
    ['/gdpr-rights', 'GDPR Rights', 'ICO'],
    ['/unsubscribe-options', 'Unsubscribe Options', 'unsubscribe link'],
  ]) {
    test(`${path} is a titled legal page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Village`);
      await expect(page.getByRole('main')).toContainText(phrase);
      await expect(page.getByRole('main')).toContainText('hello@village.example');
    });
  }

  test('/privacy-policy explains identity documents and photo location data', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('only ever seen by Village admins');
    await expect(main).toContainText('stripped of its location (GPS)');
    await expect(main).toContainText('Village is the data controller');
  });
});
