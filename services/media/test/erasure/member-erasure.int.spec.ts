import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createEnvelope, groupSubscriptions, minutes, type EventEnvelope } from '@village/kit';
import { create, timestampFromDate, UserErasedEvent, UserErasedSchema } from '@village/proto';
import pino from 'pino';
import { userRegistered } from '../../../../tests/support/factories/user-registered.factory';
import { mediaMemberErasureConsumer } from '../../src/erasure/member-erasure.consumer';
import { userRegisteredConsumer } from '../../src/profile-photos/user-registered.consumer';
import { familyPhotoJpeg } from '../fixtures/images';
import { startMedia, type MediaTestApp } from '../support/media-test-app';

let media: MediaTestApp;

beforeAll(async () => {
  media = await startMedia();
});

afterAll(async () => {
  await media?.close();
});

/** Delivers an envelope straight to media's consumer group, as the transport does. */
const handle = (envelope: EventEnvelope): Promise<void> =>
  groupSubscriptions(
    media.dataSource,
    'media',
    [userRegisteredConsumer, mediaMemberErasureConsumer],
    pino({ level: 'silent' }),
  )
    .find((subscription) => subscription.topics.includes(envelope.topic))!
    .handle(envelope);

const erased = (userId: string) =>
  createEnvelope(
    UserErasedEvent,
    create(UserErasedSchema, { userId, erasedAt: timestampFromDate(media.clock.now()) }),
    { key: userId },
  );

async function upload(url: string, ownerId: string | null): Promise<string> {
  const token = ownerId ? await media.keys.signAccessToken({ id: ownerId, isAdmin: false }) : null;
  const response = await media.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: await familyPhotoJpeg(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else found.push(`${prefix}${entry.name}`);
    }
  };
  await walk(media.storageDir, '');
  return found;
}

it("removes an erased member's photos, documents and meetings from the buckets and the tables within a minute", async () => {
  const leaving = randomUUID();
  const staying = randomUUID();
  const profilePhotoId = await upload('/uploads/pending-profile-photos', null);
  await handle(userRegistered({ userId: leaving, profilePhotoId }).envelope);
  const servicePhotoId = await upload('/uploads/service-photos', leaving);
  const documentId = await upload('/uploads/identity-documents', leaving);
  const keptPhotoId = await upload('/uploads/service-photos', staying);
  const meetingId = randomUUID();
  await media.sql(
    `INSERT INTO video_meetings (id, host_id, title, scheduled_for, duration_minutes, max_participants, is_public,
       meeting_type, status, room_id, created_at)
     VALUES ($1, $2, 'Coffee with Leona', now(), 30, 4, false, 'general', 'scheduled', $3, now())`,
    [meetingId, leaving, randomUUID()],
  );
  await media.sql(
    `INSERT INTO meeting_invitations (id, meeting_id, invitee_id, inviter_id, status, created_at)
     VALUES ($1, $2, $3, $4, 'pending', now())`,
    [randomUUID(), meetingId, staying, leaving],
  );
  const filesOf = async (id: string) => (await storedFiles()).filter((file) => file.includes(id));
  for (const id of [profilePhotoId, servicePhotoId, documentId]) expect(await filesOf(id)).not.toEqual([]);

  await handle(erased(leaving));
  await handle(erased(leaving));
  expect(await media.sql('SELECT count(*)::int AS n FROM video_meetings WHERE host_id = $1', [leaving])).toEqual([
    { n: 0 },
  ]);
  expect(
    await media.sql('SELECT count(*)::int AS n FROM meeting_invitations WHERE meeting_id = $1', [meetingId]),
  ).toEqual([{ n: 0 }]);
  expect(await media.sql('SELECT count(*)::int AS n FROM profile_photos WHERE user_id = $1', [leaving])).toEqual([
    { n: 0 },
  ]);

  await media.clock.advance(minutes(1));
  expect((await media.clock.runDue()).failed).toBe(0);
  for (const id of [profilePhotoId, servicePhotoId, documentId]) expect(await filesOf(id)).toEqual([]);
  expect(
    await media.sql('SELECT count(*)::int AS n FROM objects WHERE id = ANY($1)', [
      [profilePhotoId, servicePhotoId, documentId],
    ]),
  ).toEqual([{ n: 0 }]);
  expect(await filesOf(keptPhotoId)).not.toEqual([]);
});
