import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { groupSubscriptions, minutes, type EventEnvelope } from '@village/kit';
import pino from 'pino';
import sharp from 'sharp';
import { eventually } from '../../../tests/support/eventually';
import { MAX_IMAGE_BYTES } from '../src/images/image-processor';
import { MediaObject } from '../src/objects/media-object.entity';
import { serviceDeletedConsumer } from '../src/service-photos/service-deleted.consumer';
import { serviceListedConsumer } from '../src/service-photos/service-listed.consumer';
import { serviceUpdatedConsumer } from '../src/service-photos/service-updated.consumer';
import {
  serviceDeleted,
  serviceListed,
  serviceSnapshot,
  serviceUpdated,
  type ServiceSnapshotInit,
} from './factories/service-events.factory';
import { familyPhotoJpeg, notAnImage } from './fixtures/images';
import { startMedia, TEN_MINUTE_JOBS, type MediaTestApp } from './support/media-test-app';

const INVALID = 'Please select a valid image file (JPG, PNG, GIF, or WebP)';
const TOO_LARGE = 'Please select an image smaller than 10MB';
const VARIANTS = ['thumbnail', 'card', 'full'] as const;

let media: MediaTestApp;
let warn: jest.SpyInstance;

beforeAll(async () => {
  media = await startMedia();
});

beforeEach(() => {
  warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

afterAll(async () => {
  await media?.close();
});

async function upload(memberId: string | null, body: Buffer) {
  const token = memberId ? await media.keys.signAccessToken({ id: memberId }) : null;
  return media.inject({
    method: 'POST',
    url: '/uploads/service-photos',
    headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
}

async function stagePhoto(memberId: string, body?: Buffer): Promise<string> {
  const response = await upload(memberId, body ?? (await familyPhotoJpeg()));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const getPhoto = (id: string, variant = 'card', headers: Record<string, string> = {}) =>
  media.inject({ method: 'GET', url: `/media/service-photos/${id}/${variant}.webp`, headers });

/** Delivers an envelope straight to media's consumer group, as the transport does. */
const handle = (envelope: EventEnvelope): Promise<void> =>
  groupSubscriptions(
    media.dataSource,
    'media',
    [serviceListedConsumer, serviceUpdatedConsumer, serviceDeletedConsumer],
    pino({ level: 'silent' }),
  )[0].handle(envelope);

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

const filesOf = async (id: string) => (await storedFiles()).filter((file) => file.startsWith(`service-photos/${id}/`));
const objects = () => media.dataSource.getRepository(MediaObject);

/** The next run of the 10-minute sweep. */
async function sweep(): Promise<void> {
  await media.clock.advance(minutes(10));
  expect(await media.clock.runDue()).toEqual({ completed: TEN_MINUTE_JOBS, retried: 0, failed: 0 });
}

describe('POST /uploads/service-photos', () => {
  it('stores a member photo pending and owned by them, as WebP variants 320, 800 and 1600 wide without EXIF', async () => {
    const memberId = randomUUID();
    const wide = await sharp(await familyPhotoJpeg())
      .resize(2400, 1600)
      .withExif({ IFD0: { Make: 'Village Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(wide).metadata()).exif).toBeDefined();

    const response = await upload(memberId, wide);

    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const row = await objects().findOneByOrFail({ id });
    expect(row).toMatchObject({
      status: 'pending',
      ownerId: memberId,
      purpose: 'service_photo',
      bucket: 'public',
      serviceId: null,
      contentType: 'image/webp',
      width: 1600,
      height: 1067,
    });
    expect(Object.keys(row.variants).sort()).toEqual(['card', 'full', 'thumbnail']);
    expect((await filesOf(id)).sort()).toEqual(VARIANTS.map((name) => `service-photos/${id}/${name}.webp`).sort());
    const served: Record<string, unknown[]> = {};
    for (const variant of VARIANTS) {
      const photo = await getPhoto(id, variant);
      expect(photo.statusCode).toBe(200);
      const metadata = await sharp(photo.rawPayload).metadata();
      served[variant] = [metadata.format, metadata.width, metadata.height, metadata.exif, metadata.xmp];
      expect(photo.rawPayload.toString('latin1')).not.toMatch(/Village Phone|Exif/);
    }
    expect(served).toEqual({
      thumbnail: ['webp', 320, 213, undefined, undefined],
      card: ['webp', 800, 533, undefined, undefined],
      full: ['webp', 1600, 1067, undefined, undefined],
    });
  });

  it('never enlarges a small photo', async () => {
    const id = await stagePhoto(
      randomUUID(),
      await sharp({ create: { width: 500, height: 400, channels: 3, background: '#e9c46a' } })
        .png()
        .toBuffer(),
    );

    const row = await objects().findOneByOrFail({ id });
    expect(
      Object.fromEntries(VARIANTS.map((name) => [name, [row.variants[name].width, row.variants[name].height]])),
    ).toEqual({ thumbnail: [320, 256], card: [500, 400], full: [500, 400] });
  });

  it('refuses a file that is not an image by its content, keeping nothing', async () => {
    const rowsBefore = await objects().count();
    const filesBefore = await storedFiles();

    const text = await upload(randomUUID(), notAnImage());
    const fakeJpeg = await upload(
      randomUUID(),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]),
    );

    expect([text.statusCode, text.json()]).toEqual([400, { message: INVALID, code: 'INVALID_IMAGE' }]);
    expect([fakeJpeg.statusCode, fakeJpeg.json()]).toEqual([400, { message: INVALID, code: 'INVALID_IMAGE' }]);
    expect(await objects().count()).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses a photo over 10MB with 413 and the spec message, keeping nothing', async () => {
    const rowsBefore = await objects().count();
    const justOver = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0);
    (await familyPhotoJpeg()).copy(justOver);

    const checked = await upload(randomUUID(), justOver);
    const transport = await upload(randomUUID(), Buffer.alloc(MAX_IMAGE_BYTES + 1024 * 1024, 0xff));

    expect([checked.statusCode, checked.json()]).toEqual([413, { message: TOO_LARGE, code: 'IMAGE_TOO_LARGE' }]);
    expect([transport.statusCode, transport.json()]).toEqual([413, { message: TOO_LARGE, code: 'IMAGE_TOO_LARGE' }]);
    expect(await objects().count()).toBe(rowsBefore);
  });

  it('refuses a signed-out caller with 401, keeping nothing', async () => {
    const rowsBefore = await objects().count();

    const response = await upload(null, await familyPhotoJpeg());

    expect(response.statusCode).toBe(401);
    expect(await objects().count()).toBe(rowsBefore);
  });
});

describe('GET /media/service-photos/:id/:variant.webp', () => {
  it('serves a photo with immutable cache headers, and 304 when the browser has it', async () => {
    const id = await stagePhoto(randomUUID());

    const first = await getPhoto(id, 'thumbnail');
    const again = await getPhoto(id, 'thumbnail', { 'if-none-match': String(first.headers.etag) });

    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^".+"$/),
    });
    expect([again.statusCode, again.rawPayload.length, again.headers.etag]).toEqual([304, 0, first.headers.etag]);
  });

  it.each([
    ['an unknown id', () => `/media/service-photos/${randomUUID()}/card.webp`],
    ['a malformed id', () => '/media/service-photos/not-a-uuid/card.webp'],
    ['an unknown variant', () => `/media/service-photos/${randomUUID()}/original.jpg`],
    ['a path escape', () => '/media/service-photos/..%2F..%2Fetc/passwd'],
  ])('answers 404 for %s', async (_label, url) => {
    expect((await media.inject({ method: 'GET', url: url() })).statusCode).toBe(404);
  });

  it('does not serve a profile photo under the service photo route', async () => {
    const staged = await media.inject({
      method: 'POST',
      url: '/uploads/pending-profile-photos',
      headers: { 'content-type': 'application/octet-stream' },
      payload: await familyPhotoJpeg(),
    });
    const { id } = staged.json<{ id: string }>();

    expect((await getPhoto(id, 'thumbnail')).statusCode).toBe(404);
  });
});

describe('ServiceListed', () => {
  it('attaches the host pending photos to the service, through the event bus', async () => {
    const hostId = randomUUID();
    const photoIds = [await stagePhoto(hostId), await stagePhoto(hostId)];
    const service = serviceSnapshot({ hostId, photoIds });

    await media.publish(serviceListed(service));
    await eventually('the photos to be attached', async () => {
      const rows = await objects().findBy({ serviceId: service.serviceId });
      return rows.length === 2 ? rows : undefined;
    });

    const rows = await objects().findBy({ serviceId: service.serviceId });
    expect(rows.map((row) => [row.id, row.status, row.ownerId]).sort()).toEqual(
      photoIds.map((id) => [id, 'attached', hostId]).sort(),
    );
    for (const id of photoIds) expect((await getPhoto(id, 'full')).statusCode).toBe(200);
  });

  it('leaves another member pending photo alone, and ignores unknown ids, with a log line', async () => {
    const hostId = randomUUID();
    const otherMember = randomUUID();
    const own = await stagePhoto(hostId);
    const someoneElses = await stagePhoto(otherMember);
    const unknown = randomUUID();
    const service = serviceSnapshot({ hostId, photoIds: [own, someoneElses, unknown, 'not-a-uuid'] });

    await handle(serviceListed(service));

    await expect(objects().findOneByOrFail({ id: own })).resolves.toMatchObject({
      status: 'attached',
      serviceId: service.serviceId,
    });
    await expect(objects().findOneByOrFail({ id: someoneElses })).resolves.toMatchObject({
      status: 'pending',
      ownerId: otherMember,
      serviceId: null,
    });
    await expect(objects().findOneBy({ id: unknown })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(`${someoneElses}, ${unknown}, not-a-uuid of service ${service.serviceId} .*ignored`),
      ),
    );
  });

  it('does not move a photo already shown with another service of the host', async () => {
    const hostId = randomUUID();
    const photo = await stagePhoto(hostId);
    const first = serviceSnapshot({ hostId, photoIds: [photo] });
    const second = serviceSnapshot({ hostId, photoIds: [photo] });

    await handle(serviceListed(first));
    await handle(serviceListed(second));

    await expect(objects().findOneByOrFail({ id: photo })).resolves.toMatchObject({ serviceId: first.serviceId });
  });

  it('has one effect when the same event is handled twice', async () => {
    const hostId = randomUUID();
    const photo = await stagePhoto(hostId);
    const event = serviceListed(serviceSnapshot({ hostId, photoIds: [photo] }));

    await handle(event);
    const attachedAt = (await objects().findOneByOrFail({ id: photo })).attachedAt;
    await handle(event);

    await expect(objects().findOneByOrFail({ id: photo })).resolves.toMatchObject({ status: 'attached', attachedAt });
    const processed = await media.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM processed_events WHERE consumer_group = 'media' AND event_id = $1`,
      [event.id],
    );
    expect(processed[0].n).toBe(1);
  });
});

describe('ServiceUpdated', () => {
  async function listedService(photoCount: number): Promise<ServiceSnapshotInit> {
    const hostId = randomUUID();
    const photoIds: string[] = [];
    for (let index = 0; index < photoCount; index += 1) photoIds.push(await stagePhoto(hostId));
    const service = serviceSnapshot({ hostId, photoIds });
    await handle(serviceListed(service));
    return service;
  }

  it('attaches new photos and deletes those no longer listed, rows and files', async () => {
    const service = await listedService(2);
    const [kept, removed] = service.photoIds;
    const added = await stagePhoto(service.hostId);
    const edited = { ...service, photoIds: [added, kept] };

    await handle(serviceUpdated(edited));

    expect((await getPhoto(removed)).statusCode).toBe(404);
    await expect(objects().findOneByOrFail({ id: added })).resolves.toMatchObject({
      status: 'attached',
      serviceId: service.serviceId,
    });
    await sweep();
    await expect(objects().findOneBy({ id: removed })).resolves.toBeNull();
    expect(await filesOf(removed)).toEqual([]);
    for (const id of [kept, added]) {
      expect((await getPhoto(id)).statusCode).toBe(200);
      expect(await filesOf(id)).toHaveLength(3);
    }
  });

  it('deletes every photo of a service edited to have none, once even when redelivered', async () => {
    const service = await listedService(2);
    const event = serviceUpdated({ ...service, photoIds: [] });

    await handle(event);
    await handle(event);
    await sweep();

    for (const id of service.photoIds) {
      await expect(objects().findOneBy({ id })).resolves.toBeNull();
      expect(await filesOf(id)).toEqual([]);
    }
  });

  it('never touches the photos of another service', async () => {
    const service = await listedService(1);
    const other = await listedService(1);

    await handle(serviceUpdated({ ...service, photoIds: [] }));
    await sweep();

    await expect(objects().findOneByOrFail({ id: other.photoIds[0] })).resolves.toMatchObject({
      status: 'attached',
      serviceId: other.serviceId,
    });
  });
});

describe('ServiceDeleted', () => {
  it('deletes all of the service photos, rows and files, and no one else photos', async () => {
    const hostId = randomUUID();
    const photoIds = [await stagePhoto(hostId), await stagePhoto(hostId)];
    const service = serviceSnapshot({ hostId, photoIds });
    await handle(serviceListed(service));
    const otherMember = await stagePhoto(randomUUID());
    const unrelated = await stagePhoto(hostId);

    const event = serviceDeleted({ ...service, photoIds: [...photoIds, otherMember] });
    await handle(event);
    await handle(event);

    for (const id of photoIds) expect((await getPhoto(id)).statusCode).toBe(404);
    await sweep();
    for (const id of photoIds) {
      await expect(objects().findOneBy({ id })).resolves.toBeNull();
      expect(await filesOf(id)).toEqual([]);
    }
    for (const id of [otherMember, unrelated]) {
      await expect(objects().findOneByOrFail({ id })).resolves.toMatchObject({ status: 'pending' });
      expect(await filesOf(id)).toHaveLength(3);
    }
  });
});

describe('the pending-upload sweep', () => {
  it('deletes service photos no service claimed within an hour, and keeps attached ones', async () => {
    const hostId = randomUUID();
    const unclaimed = await stagePhoto(hostId);
    const claimed = await stagePhoto(hostId);
    await handle(serviceListed(serviceSnapshot({ hostId, photoIds: [claimed] })));

    await media.clock.advance(minutes(61));
    expect(await media.clock.runDue()).toMatchObject({ completed: expect.any(Number), retried: 0, failed: 0 });

    await expect(objects().findOneBy({ id: unclaimed })).resolves.toBeNull();
    expect(await filesOf(unclaimed)).toEqual([]);
    expect((await getPhoto(unclaimed)).statusCode).toBe(404);
    expect((await getPhoto(claimed)).statusCode).toBe(200);
  });
});
