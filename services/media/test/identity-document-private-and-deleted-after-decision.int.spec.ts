import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AuditLog, createEnvelope, days, groupSubscriptions, hours, seconds, type EventEnvelope } from '@village/kit';
import { timestampFromDate, VerificationCaseOpenedEvent, VerificationDecidedEvent } from '@village/proto';
import pino from 'pino';
import sharp from 'sharp';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { verificationCaseOpenedConsumer } from '../src/identity-documents/verification-case-opened.consumer';
import { verificationDecidedConsumer } from '../src/identity-documents/verification-decided.consumer';
import { MediaObject } from '../src/objects/media-object.entity';
import { familyPhotoJpeg, notAnImage } from './fixtures/images';
import { startMedia, type MediaTestApp } from './support/media-test-app';

const LINK_QUERY = 'query($caseId: ID!) { verificationDocumentLink(caseId: $caseId) { url expiresAt } }';

let media: MediaTestApp;
let record: jest.SpyInstance;

beforeAll(async () => {
  record = jest.spyOn(AuditLog.prototype, 'record');
  media = await startMedia();
});

afterAll(async () => {
  record.mockRestore();
  await media?.close();
});

const tokenOf = (id: string, isAdmin = false) => media.keys.signAccessToken({ id, isAdmin });

async function uploadDocument(ownerId: string | null, body: Buffer) {
  const token = ownerId ? await tokenOf(ownerId) : null;
  return media.inject({
    method: 'POST',
    url: '/uploads/identity-documents',
    headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
}

async function stagedDocument(ownerId: string): Promise<string> {
  const response = await uploadDocument(ownerId, await familyPhotoJpeg());
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const deliver = (envelope: EventEnvelope): Promise<void> =>
  groupSubscriptions(
    media.dataSource,
    'media',
    [verificationCaseOpenedConsumer, verificationDecidedConsumer],
    pino({ level: 'silent' }),
  )[0].handle(envelope);

const caseOpened = (userId: string, caseId: string, documentId: string, replacedDocumentId?: string) =>
  createEnvelope(
    VerificationCaseOpenedEvent,
    { caseId, userId, documentId, replacedDocumentId, openedAt: timestampFromDate(media.clock.now()) },
    { key: userId },
  );

const decided = (userId: string, caseId: string, documentId: string) =>
  createEnvelope(
    VerificationDecidedEvent,
    { caseId, userId, documentId, approved: true, decidedAt: timestampFromDate(media.clock.now()) },
    { key: userId },
  );

async function filesIn(bucket: 'public' | 'private'): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else found.push(`${prefix}${entry.name}`);
    }
  };
  await walk(join(media.storageDir, bucket), '');
  return found;
}

const objects = () => media.dataSource.getRepository(MediaObject);

async function linkFor(caseId: string, viewerId: string, isAdmin: boolean) {
  return subgraphQuery<{ verificationDocumentLink: { url: string; expiresAt: string } }>(
    media.app,
    await tokenOf(viewerId, isAdmin),
    LINK_QUERY,
    { caseId },
  );
}

describe('an identity document', () => {
  it('is re-encoded without metadata into the private bucket, owned by the member, and no public route serves it', async () => {
    const memberId = randomUUID();

    const id = await stagedDocument(memberId);

    const row = await objects().findOneByOrFail({ id });
    expect(row).toMatchObject({
      ownerId: memberId,
      purpose: 'identity_document',
      bucket: 'private',
      status: 'pending',
    });
    const key = `identity-documents/${id}/document.webp`;
    expect(await filesIn('private')).toContain(key);
    expect((await filesIn('public')).join()).not.toContain(id);
    const stored = await sharp(join(media.storageDir, 'private', key)).metadata();
    expect(stored.exif).toBeUndefined();
    for (const url of [
      `/media/profile-photos/${id}/large.webp`,
      `/media/profile-photos/${id}/document.webp`,
      `/media/identity-documents/${id}/document.webp`,
      `/media/private/${key}`,
    ]) {
      expect((await media.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('is refused unless it is a JPEG, PNG or WebP photo, and nothing is kept', async () => {
    const before = await objects().count();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();

    for (const body of [notAnImage(), gif]) {
      const response = await uploadDocument(randomUUID(), body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please select a JPEG, PNG or WebP photo of your passport or government ID',
      });
    }
    expect(await objects().count()).toBe(before);
  });

  it('needs a signed-in member to upload', async () => {
    const response = await uploadDocument(null, await familyPhotoJpeg());

    expect(response.statusCode).toBe(401);
  });

  it('opens for an admin through a link that stops working after 5 minutes; members are refused; each view is audited', async () => {
    const memberId = randomUUID();
    const adminId = randomUUID();
    const caseId = randomUUID();
    const documentId = await stagedDocument(memberId);
    await deliver(caseOpened(memberId, caseId, documentId));
    record.mockClear();

    const refused = await linkFor(caseId, memberId, false);
    const link = await linkFor(caseId, adminId, true);

    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.verificationDocumentLink ?? null).toBeNull();
    const { url, expiresAt } = link.data!.verificationDocumentLink;
    expect(new Date(expiresAt).getTime() - media.clock.now().getTime()).toBeLessThanOrEqual(5 * 60_000);
    expect(record).toHaveBeenCalledWith(
      'admin.action',
      expect.objectContaining({ accountId: adminId, detail: `verification.document_viewed case=${caseId}` }),
    );
    const opened = await media.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');
    expect(opened.headers['cache-control']).toBe('private, no-store');

    await media.clock.advance(seconds(5 * 60 + 1));

    expect((await media.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('of another member is never attached to a case', async () => {
    const ownerId = randomUUID();
    const documentId = await stagedDocument(ownerId);

    await deliver(caseOpened(randomUUID(), randomUUID(), documentId));

    expect(await objects().findOneByOrFail({ id: documentId })).toMatchObject({
      status: 'pending',
      verificationCaseId: null,
    });
  });

  it('is deleted, file and row, by the daily run 30 days after the decision and not before; a replaced one at the next run', async () => {
    const memberId = randomUUID();
    const caseId = randomUUID();
    const first = await stagedDocument(memberId);
    await deliver(caseOpened(memberId, caseId, first));
    const second = await stagedDocument(memberId);
    await deliver(caseOpened(memberId, caseId, second, first));
    await media.clock.advance(hours(4));
    await media.clock.runDue();
    expect(await objects().findOneBy({ id: first })).toBeNull();
    expect(await filesIn('private')).not.toContain(`identity-documents/${first}/document.webp`);

    await deliver(decided(memberId, caseId, second));
    await media.clock.advance(days(29));
    await media.clock.runDue();

    expect(await objects().findOneBy({ id: second })).not.toBeNull();
    expect(await filesIn('private')).toContain(`identity-documents/${second}/document.webp`);

    await media.clock.advance(days(2));
    await media.clock.runDue();

    expect(await objects().findOneBy({ id: second })).toBeNull();
    expect(await filesIn('private')).not.toContain(`identity-documents/${second}/document.webp`);
  });
});
