import { mediaMigrations } from '../migrations';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { groupSubscriptions, minutes, type EventEnvelope } from '@village/kit';
import pino from 'pino';
import sharp from 'sharp';
import { eventually } from '../../../tests/support/eventually';
import { userRegistered as registeredMember } from '../../../tests/support/factories/user-registered.factory';
import { MAX_IMAGE_BYTES } from '../src/images/image-processor';
import { MediaObject } from '../src/objects/media-object.entity';
import { ProfilePhoto } from '../src/profile-photos/profile-photo.entity';
import { userRegisteredConsumer } from '../src/profile-photos/user-registered.consumer';
import { familyPhotoJpeg, notAnImage } from './fixtures/images';
import { startMedia, TEN_MINUTE_JOBS, type MediaTestApp } from './support/media-test-app';

const INVALID = 'Please select a valid image file (JPG, PNG, GIF, or WebP)';
const TOO_LARGE = 'Please select an image smaller than 10MB';

let media: MediaTestApp;

beforeAll(async () => {
  media = await startMedia();
});

afterAll(async () => {
  await media?.close();
});

const upload = (body: Buffer, contentType = 'application/octet-stream') =>
  media.inject({
    method: 'POST',
    url: '/uploads/pending-profile-photos',
    headers: { 'content-type': contentType },
    payload: body,
  });

const photoUrl = (id: string, variant = 'large') => `/media/profile-photos/${id}/${variant}.webp`;
const getPhoto = (id: string, variant = 'large', headers: Record<string, string> = {}) =>
  media.inject({ method: 'GET', url: photoUrl(id, variant), headers });

async function stagePhoto(): Promise<string> {
  const response = await upload(await familyPhotoJpeg());
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const userRegistered = (userId: string, profilePhotoId?: string): EventEnvelope =>
  registeredMember({ userId, fullName: 'Sam Parent', profilePhotoId }).envelope;

/** Delivers an envelope straight to media's consumer group, as the transport does. */
const handle = (envelope: EventEnvelope): Promise<void> =>
  groupSubscriptions(media.dataSource, 'media', [userRegisteredConsumer], pino({ level: 'silent' }))[0].handle(
    envelope,
  );

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else found.push(`${prefix}${entry.name}`);
    }
  };
  await walk(join(media.storageDir, 'public'), '');
  return found;
}

const objects = () => media.dataSource.getRepository(MediaObject);

async function profileImageUrlOf(userId: string): Promise<unknown> {
  const response = await media.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await media.keys.signAccessToken({ id: randomUUID() })}`,
    },
    payload: {
      query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id profileImageUrl } } }',
      variables: { r: [{ __typename: 'User', id: userId }] },
    },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ data?: { _entities: { profileImageUrl: string | null }[] }; errors?: unknown }>();
  expect(body.errors).toBeUndefined();
  return body.data?._entities[0].profileImageUrl;
}

describe('a photo chosen at registration', () => {
  it('is checked, re-encoded and kept pending, and is not served yet', async () => {
    const id = await stagePhoto();

    const row = await objects().findOneByOrFail({ id });
    expect(row).toMatchObject({ status: 'pending', ownerId: null, purpose: 'profile_photo', bucket: 'public' });
    expect(row.variants.large).toMatchObject({ key: `profile-photos/${id}/large.webp`, width: 1024, height: 768 });
    expect(row.variants.thumb).toMatchObject({ key: `profile-photos/${id}/thumb.webp`, width: 256, height: 256 });
    expect(await storedFiles()).toEqual(
      expect.arrayContaining([`profile-photos/${id}/large.webp`, `profile-photos/${id}/thumb.webp`]),
    );
    expect((await getPhoto(id)).statusCode).toBe(404);
    expect((await getPhoto(id, 'thumb')).statusCode).toBe(404);
  });

  it('refuses a text file and keeps nothing of it', async () => {
    const rowsBefore = await objects().count();
    const filesBefore = await storedFiles();

    const response = await upload(notAnImage());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID, code: 'INVALID_IMAGE' });
    expect(await objects().count()).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses a file that looks like a JPEG but does not decode', async () => {
    const response = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID, code: 'INVALID_IMAGE' });
  });

  it('refuses an empty or non-binary body as an invalid file', async () => {
    const empty = await upload(Buffer.alloc(0));
    const json = await media.inject({
      method: 'POST',
      url: '/uploads/pending-profile-photos',
      headers: { 'content-type': 'application/json' },
      payload: { photo: 'base64...' },
    });

    expect([empty.statusCode, empty.json()]).toEqual([400, { message: INVALID, code: 'INVALID_IMAGE' }]);
    expect([json.statusCode, json.json()]).toEqual([400, { message: INVALID, code: 'INVALID_IMAGE' }]);
  });

  it('refuses a photo over 10MB with 413 and the spec message, whether the image check or the transport sees it', async () => {
    const rowsBefore = await objects().count();
    const justOver = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0);
    (await familyPhotoJpeg()).copy(justOver);

    const checked = await upload(justOver);
    const declared = await upload(Buffer.alloc(MAX_IMAGE_BYTES + 1024 * 1024, 0xff));
    const chunked = await media.inject({
      method: 'POST',
      url: '/uploads/pending-profile-photos',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Readable.from(Array.from({ length: 12 }, () => Buffer.alloc(1024 * 1024, 0xff))),
    });

    expect([checked.statusCode, checked.json()]).toEqual([413, { message: TOO_LARGE, code: 'IMAGE_TOO_LARGE' }]);
    expect([declared.statusCode, declared.json()]).toEqual([413, { message: TOO_LARGE, code: 'IMAGE_TOO_LARGE' }]);
    expect([chunked.statusCode, chunked.json()]).toEqual([413, { message: TOO_LARGE, code: 'IMAGE_TOO_LARGE' }]);
    expect(await objects().count()).toBe(rowsBefore);
  });

  it('becomes the member profile photo once UserRegistered arrives through the event bus', async () => {
    const id = await stagePhoto();
    const userId = randomUUID();

    await media.publish(userRegistered(userId, id));
    await eventually('the photo to be attached', async () =>
      (await getPhoto(id)).statusCode === 200 ? true : undefined,
    );

    const response = await getPhoto(id);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^".+"$/),
    });
    const served = await sharp(response.rawPayload).metadata();
    expect([served.format, served.width, served.height, served.exif]).toEqual(['webp', 1024, 768, undefined]);
    const thumb = await getPhoto(id, 'thumb');
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(256);

    await expect(objects().findOneByOrFail({ id })).resolves.toMatchObject({ status: 'attached', ownerId: userId });
    await expect(profileImageUrlOf(userId)).resolves.toBe(`/media/profile-photos/${id}/large.webp`);
  });

  it('answers 304 when the browser already has the photo', async () => {
    const id = await stagePhoto();
    await handle(userRegistered(randomUUID(), id));
    const first = await getPhoto(id);

    const again = await getPhoto(id, 'large', { 'if-none-match': String(first.headers.etag) });

    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('has one effect when the same UserRegistered is handled twice', async () => {
    const id = await stagePhoto();
    const userId = randomUUID();
    const event = userRegistered(userId, id);

    await handle(event);
    const attachedAt = (await objects().findOneByOrFail({ id })).attachedAt;
    await handle(event);

    await expect(objects().findOneByOrFail({ id })).resolves.toMatchObject({
      status: 'attached',
      ownerId: userId,
      attachedAt,
    });
    await expect(media.dataSource.getRepository(ProfilePhoto).findBy({ userId })).resolves.toHaveLength(1);
    const processed = await media.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM processed_events WHERE consumer_group = 'media' AND event_id = $1`,
      [event.id],
    );
    expect(processed[0].n).toBe(1);
  });

  it('ignores a photo that another member already has, and ids it does not know', async () => {
    const id = await stagePhoto();
    const owner = randomUUID();
    const intruder = randomUUID();
    await handle(userRegistered(owner, id));

    await handle(userRegistered(intruder, id));
    await handle(userRegistered(randomUUID(), randomUUID()));
    await handle(userRegistered(randomUUID(), 'not-a-uuid'));

    await expect(objects().findOneByOrFail({ id })).resolves.toMatchObject({ ownerId: owner });
    await expect(profileImageUrlOf(intruder)).resolves.toBeNull();
  });

  it('resolves no profile image for a member without a photo', async () => {
    const userId = randomUUID();
    await handle(userRegistered(userId));

    await expect(profileImageUrlOf(userId)).resolves.toBeNull();
  });

  it('is swept with its files by the scheduled sweep once nobody has claimed it for an hour; claimed photos stay', async () => {
    const unclaimed = await stagePhoto();
    const claimed = await stagePhoto();
    await handle(userRegistered(randomUUID(), claimed));

    await media.clock.advance(minutes(59));
    expect(await media.clock.runDue()).toEqual({ completed: TEN_MINUTE_JOBS, retried: 0, failed: 0 });
    await expect(objects().findOneBy({ id: unclaimed })).resolves.toMatchObject({ status: 'pending' });
    expect(await storedFiles()).toContain(`profile-photos/${unclaimed}/large.webp`);

    await media.clock.advance(minutes(2));
    expect(await media.clock.runDue()).toEqual({ completed: TEN_MINUTE_JOBS, retried: 0, failed: 0 });
    await expect(objects().findOneBy({ id: unclaimed })).resolves.toBeNull();
    const files = await storedFiles();
    expect(files.filter((file) => file.includes(unclaimed))).toEqual([]);
    expect(files).toContain(`profile-photos/${claimed}/large.webp`);
    expect((await getPhoto(claimed)).statusCode).toBe(200);
    await handle(userRegistered(randomUUID(), unclaimed));
    await expect(objects().findOneBy({ id: unclaimed })).resolves.toBeNull();
  });
});

describe('the profile photo route', () => {
  it.each([
    ['an unknown id', `/media/profile-photos/${randomUUID()}/large.webp`],
    ['a malformed id', '/media/profile-photos/not-a-uuid/large.webp'],
    ['an unknown variant', `/media/profile-photos/${randomUUID()}/original.jpg`],
    ['a path escape', '/media/profile-photos/..%2F..%2Fetc/passwd'],
  ])('answers 404 for %s', async (_label, url) => {
    const response = await media.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(404);
  });
});

describe('the media subgraph', () => {
  const mediaStatus = async (authorization?: string) =>
    media.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: { query: '{ mediaStatus { service migrationsApplied lastMigration } }' },
    });

  it('tells admins its migration state', async () => {
    const admin = await media.keys.signAccessToken({ id: randomUUID(), isAdmin: true });

    const body = (await mediaStatus(`Bearer ${admin}`)).json<{ data: unknown }>();

    expect(body.data).toEqual({
      mediaStatus: {
        service: 'media',
        migrationsApplied: mediaMigrations.length,
        lastMigration: mediaMigrations[mediaMigrations.length - 1]?.name,
      },
    });
  });

  it('refuses members and signed-out callers', async () => {
    const member = await media.keys.signAccessToken({ id: randomUUID() });

    const asMember = (await mediaStatus(`Bearer ${member}`)).json<{ errors?: { message: string }[] }>();
    const anonymous = (await mediaStatus()).json<{ errors?: { message: string }[] }>();

    expect(asMember.errors?.[0].message).toBe("You don't have permission to access this page.");
    expect(anonymous.errors?.[0].message).toBe('Sign in required');
  });
});
