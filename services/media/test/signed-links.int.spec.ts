import { OBJECT_STORE, type ObjectStore } from '@village/kit';
import { startMedia, type MediaTestApp } from './support/media-test-app';

let media: MediaTestApp;
let store: ObjectStore;

beforeAll(async () => {
  media = await startMedia();
  store = media.app.get<ObjectStore>(OBJECT_STORE);
});

afterAll(async () => {
  await media?.close();
});

describe('signed links of the local store', () => {
  const key = 'identity-documents/test/passport.jpg';

  beforeAll(async () => {
    await store.put('private', key, Buffer.from('passport scan'), 'image/jpeg');
  });

  it('open a private object for as long as they are valid, and are never cached', async () => {
    const url = await store.signedUrl('private', key, 60);

    const response = await media.inject({ method: 'GET', url });

    expect(url).toMatch(/^\/media\/signed\?token=[\w-]+\.[\w-]+$/);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('passport scan');
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('refuse a tampered link', async () => {
    const url = await store.signedUrl('private', key, 60);
    const tampered = url.slice(0, -1) + (url.endsWith('a') ? 'b' : 'a');

    const response = await media.inject({ method: 'GET', url: tampered });

    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('passport');
  });

  it.each(['/media/signed?token=not-a-token', '/media/signed', '/media/signed?token=a&token=b'])(
    'refuse %s',
    async (url) => {
      const response = await media.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(403);
    },
  );
});
