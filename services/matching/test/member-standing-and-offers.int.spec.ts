import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import {
  create,
  ServiceDeletedEvent,
  ServiceDeletedSchema,
  ServiceListedEvent,
  ServiceListedSchema,
  ServiceStatusChangedEvent,
  ServiceStatusChangedSchema,
  VerificationDecidedEvent,
  VerificationDecidedSchema,
} from '@village/proto';
import { startMatching, type MatchingTestApp } from './support/matching-test-app';
import { processed, registerMember, suspend } from './support/matching-members';

let matching: MatchingTestApp;

beforeAll(async () => {
  matching = await startMatching();
});

afterAll(async () => {
  await matching?.close();
});

const memberRow = async (id: string) =>
  (
    await matching.sql<Record<string, unknown>>(
      'SELECT first_name, last_initial, district, place, is_verified, is_suspended FROM members WHERE user_id = $1',
      [id],
    )
  )[0];

it('places a member at their postcode district (its centre and place name), with their last initial', async () => {
  const member = await registerMember(matching, { fullName: 'Jo van Dyke', postcode: 'sw1a 1aa' });
  expect(await memberRow(member.id)).toEqual(
    expect.objectContaining({ first_name: 'Jo', last_initial: 'D', district: 'SW1A', place: expect.any(String) }),
  );
});

it('marks a member verified on an approved decision only, and suspended on MemberSuspended', async () => {
  const member = await registerMember(matching);
  const decided = (approved: boolean) =>
    createEnvelope(
      VerificationDecidedEvent,
      create(VerificationDecidedSchema, {
        caseId: randomUUID(),
        userId: member.id,
        documentId: randomUUID(),
        approved,
      }),
      { key: member.id },
    );
  await processed(matching, decided(false));
  expect(await memberRow(member.id)).toEqual(expect.objectContaining({ is_verified: false }));
  await processed(matching, decided(true));
  await suspend(matching, member);
  expect(await memberRow(member.id)).toEqual(expect.objectContaining({ is_verified: true, is_suspended: true }));
});

it('keeps what a member offers by matching type, active only, until the service is deleted', async () => {
  const host = await registerMember(matching);
  const serviceId = randomUUID();
  const offers = () => matching.sql('SELECT service_type, is_active FROM member_offers WHERE host_id = $1', [host.id]);
  await processed(
    matching,
    createEnvelope(
      ServiceListedEvent,
      create(ServiceListedSchema, { service: { serviceId, hostId: host.id, type: 'pet_services', status: 'active' } }),
      { key: serviceId },
    ),
  );
  expect(await offers()).toEqual([{ service_type: 'pet_sitting', is_active: true }]);
  await processed(
    matching,
    createEnvelope(
      ServiceStatusChangedEvent,
      create(ServiceStatusChangedSchema, { serviceId, hostId: host.id, status: 'paused', previousStatus: 'active' }),
      { key: serviceId },
    ),
  );
  expect(await offers()).toEqual([{ service_type: 'pet_sitting', is_active: false }]);
  await processed(
    matching,
    createEnvelope(ServiceDeletedEvent, create(ServiceDeletedSchema, { serviceId, hostId: host.id }), {
      key: serviceId,
    }),
  );
  expect(await offers()).toEqual([]);
});
