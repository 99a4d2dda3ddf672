import { expect, test } from '@playwright/test';

test('the app is served compressed, hashed assets are cached for good and pages are revalidated', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1];
  expect(entry).toMatch(/^\/assets\/.+\.js$/);

  const script = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.status()).toBe(200);
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the promotional video comes from the web app with a day of caching, members photos from media', async ({
  request,
}) => {
  const video = await request.head('/media/village-promo.mp4');
  expect(video.status()).toBe(200);
  expect(video.headers()['content-type']).toBe('video/mp4');
  expect(video.headers()['cache-control']).toBe('public, max-age=86400');

  const missingPhoto = await request.get('/media/profile-photos/00000000-0000-4000-8000-000000000000/large.webp');
  expect(missingPhoto.status()).toBe(404);
});
