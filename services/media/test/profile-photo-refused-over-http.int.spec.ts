import { MediaObject } from '../src/objects/media-object.entity';
import { familyPhotoJpeg, notAnImage } from './fixtures/images';
import { startMedia, type MediaTestApp } from './support/media-test-app';

/*
 * The gateway relays media's 4xx for a refused photo to the registration form as a field error, and a 5xx as a
 * failure of the whole registration: these go over a real socket, as the gateway's calls do.
 */

const INVALID = 'Please select a valid image file (JPG, PNG, GIF, or WebP)';

let media: MediaTestApp;
let baseUrl: string;

beforeAll(async () => {
  media = await startMedia();
  await media.app.listen(0, '127.0.0.1');
  baseUrl = (await media.app.getUrl()).replace('[::1]', '127.0.0.1');
});

afterAll(async () => {
  await media?.close();
});

const upload = (body: Buffer) =>
  fetch(`${baseUrl}/uploads/pending-profile-photos`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });

it.each([
  ['a text file', notAnImage()],
  [
    'a file that starts like a JPEG but does not decode',
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(512, 1)]),
  ],
  ['an empty body', Buffer.alloc(0)],
])('refuses %s with 400 and the spec message, keeping nothing', async (_label, body) => {
  const rowsBefore = await media.dataSource.getRepository(MediaObject).count();

  const response = await upload(body);

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: INVALID, code: 'INVALID_IMAGE' });
  expect(await media.dataSource.getRepository(MediaObject).count()).toBe(rowsBefore);
});

it('accepts a real photo over the same route', async () => {
  const response = await upload(await familyPhotoJpeg());

  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
});
