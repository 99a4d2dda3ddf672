import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import {
  create,
  ServiceDeletedEvent,
  ServiceDeletedSchema,
  ServiceListedEvent,
  ServiceListedSchema,
  ServiceSnapshotSchema,
  ServiceStatusChangedEvent,
  ServiceStatusChangedSchema,
  ServiceUpdatedEvent,
  ServiceUpdatedSchema,
  timestampFromDate,
} from '@village/proto';
import { SERVICE_BRIEFS, type ServiceBriefs } from '../src/generation/text-generator.port';
import { COMPOSE, startSocial, type SocialTestApp } from './support/social-test-app';

let social: SocialTestApp;

beforeAll(async () => {
  social = await startSocial();
});

afterAll(async () => {
  await social?.close();
});

const at = (iso: string) => timestampFromDate(new Date(iso));
const snapshot = (serviceId: string, hostId: string, fields: Record<string, unknown> = {}) =>
  create(ServiceSnapshotSchema, {
    serviceId,
    hostId,
    type: 'wellbeing_activity',
    title: 'Morning yoga',
    serviceMode: 'in_person',
    pricingType: 'fixed_price',
    priceMinor: 800n,
    currency: 'GBP',
    maxParticipants: 6,
    country: 'United Kingdom',
    district: 'NW1',
    status: 'active',
    photoIds: ['photo-a'],
    ...fields,
  });
const projected = async (serviceId: string) =>
  (
    await social.sql<Record<string, unknown>>(
      `SELECT title, price_minor, status, district, photo_ids, deleted FROM promotable_services WHERE service_id = $1`,
      [serviceId],
    )
  )[0];

it('keeps the newest snapshot whatever order the events arrive in', async () => {
  const serviceId = randomUUID();
  const hostId = randomUUID();
  const updated = createEnvelope(
    ServiceUpdatedEvent,
    create(ServiceUpdatedSchema, {
      service: snapshot(serviceId, hostId, { title: 'Evening yoga', photoIds: ['photo-b', 'photo-a'] }),
      updatedAt: at('2030-02-02T10:00:00Z'),
    }),
    { key: serviceId },
  );
  const listed = createEnvelope(
    ServiceListedEvent,
    create(ServiceListedSchema, { service: snapshot(serviceId, hostId), listedAt: at('2030-02-01T10:00:00Z') }),
    { key: serviceId },
  );
  await social.processed(updated, listed);
  expect(await projected(serviceId)).toEqual({
    title: 'Evening yoga',
    price_minor: '800',
    status: 'active',
    district: 'NW1',
    photo_ids: ['photo-b', 'photo-a'],
    deleted: false,
  });

  const stalePause = createEnvelope(
    ServiceStatusChangedEvent,
    create(ServiceStatusChangedSchema, { serviceId, hostId, status: 'paused', changedAt: at('2030-02-01T12:00:00Z') }),
    { key: serviceId },
  );
  const pause = createEnvelope(
    ServiceStatusChangedEvent,
    create(ServiceStatusChangedSchema, { serviceId, hostId, status: 'paused', changedAt: at('2030-02-03T12:00:00Z') }),
    { key: serviceId },
  );
  await social.processed(stalePause);
  expect((await projected(serviceId))?.status).toBe('active');
  await social.processed(pause);
  expect((await projected(serviceId))?.status).toBe('paused');
});

it('a deleted service cannot be promoted, even when an older event arrives afterwards', async () => {
  const serviceId = randomUUID();
  const host = await social.member();
  await social.processed(
    createEnvelope(
      ServiceListedEvent,
      create(ServiceListedSchema, { service: snapshot(serviceId, host.id), listedAt: at('2030-02-01T10:00:00Z') }),
      { key: serviceId },
    ),
  );
  const briefs = social.app.get<ServiceBriefs>(SERVICE_BRIEFS);
  await expect(briefs.briefFor(serviceId, host.id)).resolves.toMatchObject({
    serviceId,
    title: 'Morning yoga',
    priceMinor: 800,
    country: 'United Kingdom',
  });

  await social.processed(
    createEnvelope(
      ServiceDeletedEvent,
      create(ServiceDeletedSchema, { serviceId, hostId: host.id, deletedAt: at('2030-02-05T10:00:00Z') }),
      { key: serviceId },
    ),
    createEnvelope(
      ServiceUpdatedEvent,
      create(ServiceUpdatedSchema, {
        service: snapshot(serviceId, host.id, { title: 'Back again?' }),
        updatedAt: at('2030-02-06T10:00:00Z'),
      }),
      { key: serviceId },
    ),
  );
  expect(await projected(serviceId)).toMatchObject({ title: 'Morning yoga', deleted: true });
  await expect(briefs.briefFor(serviceId, host.id)).rejects.toThrow('Service not found');
  const answer = await social.graph(host, COMPOSE, {
    input: { platforms: ['facebook'], content: 'Yoga', hashtags: [], serviceId, scheduledFor: null },
  });
  expect(answer.errors?.[0]?.message).toBe('Service not found');
});

it("gives a writer the district's place name and never the postcode, and refuses someone else's service", async () => {
  const host = await social.member();
  const serviceId = await social.knowService({ hostId: host.id, country: 'United Kingdom', district: 'NW1' });
  const briefs = social.app.get<ServiceBriefs>(SERVICE_BRIEFS);
  const brief = await briefs.briefFor(serviceId, host.id);
  expect(brief.placeName).toEqual(expect.any(String));
  expect(JSON.stringify(brief)).not.toContain('NW1');

  const stranger = await social.member();
  await expect(briefs.briefFor(serviceId, stranger.id)).rejects.toThrow('You can only promote your own services.');
});
