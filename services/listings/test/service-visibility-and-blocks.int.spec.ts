import { createEnvelope } from '@village/kit';
import {
  create,
  MemberBlockedEvent,
  MemberBlockedSchema,
  MemberUnblockedEvent,
  MemberUnblockedSchema,
} from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import { DETAIL, MINE, SET_STATUS } from './factories/service-input.factory';
import { startListings, type ListingsTestApp, type TestMember } from './support/listings-test-app';

let listings: ListingsTestApp;

beforeAll(async () => {
  listings = await startListings();
});

afterAll(async () => {
  await listings?.close();
});

type Detail = { service: (Record<string, unknown> & { location: string | null; postcode: string }) | null };

const createdId = (host: TestMember, overrides: Record<string, unknown> = {}) =>
  listings.createService(host, overrides);
const detail = (who: TestMember | null, id: string) => listings.graph<Detail>(who, DETAIL, { id });

it('shows the host everything, and others only the area: no address, the district for a postcode', async () => {
  const host = await listings.member();
  const other = await listings.member();
  const id = await createdId(host);

  const own = (await detail(host, id)).data?.service;
  expect(own).toMatchObject({ location: '1 Park Lane, London', postcode: 'SW1A 1AA', area: { district: 'SW1A' } });
  for (const viewer of [other, null]) {
    const answer = await detail(viewer, id);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.service).toMatchObject({
      id,
      location: null,
      postcode: 'SW1A',
      area: { district: 'SW1A', place: 'Westminster Abbey' },
      title: own?.title,
    });
  }
});

it('hides a paused service from everyone but its host', async () => {
  const host = await listings.member();
  const other = await listings.member();
  const id = await createdId(host);
  await listings.graph(host, SET_STATUS, { id, status: 'paused' });

  expect((await detail(other, id)).data).toEqual({ service: null });
  expect((await detail(null, id)).data).toEqual({ service: null });
  expect((await detail(host, id)).data?.service).toMatchObject({ id, status: 'paused' });
});

it('answers null for an id that is not a service', async () => {
  expect((await detail(null, '00000000-0000-4000-8000-00000000dead')).data).toEqual({ service: null });
  expect((await detail(null, 'nope')).data).toEqual({ service: null });
});

it('hides the services of two members who blocked each other, both ways, until the block is lifted', async () => {
  const host = await listings.member();
  const blocked = await listings.member();
  const bystander = await listings.member();
  const hostService = await createdId(host);
  const blockedService = await createdId(blocked);
  const at = { seconds: 1n, nanos: 0 };

  await listings.publish(
    createEnvelope(
      MemberBlockedEvent,
      create(MemberBlockedSchema, { blockerId: host.id, blockedId: blocked.id, blockedAt: at }),
      { key: host.id },
    ),
  );
  await eventually('the block to reach listings', async () =>
    (await detail(blocked, hostService)).data?.service === null ? true : undefined,
  );

  expect((await detail(host, blockedService)).data).toEqual({ service: null });
  expect((await detail(bystander, hostService)).data?.service).toMatchObject({ id: hostService });
  expect((await detail(null, hostService)).data?.service).toMatchObject({ id: hostService });
  expect((await detail(host, hostService)).data?.service).toMatchObject({ id: hostService });

  await listings.publish(
    createEnvelope(
      MemberUnblockedEvent,
      create(MemberUnblockedSchema, { blockerId: host.id, blockedId: blocked.id, unblockedAt: at }),
      { key: host.id },
    ),
  );
  await eventually('the unblock to reach listings', async () =>
    (await detail(blocked, hostService)).data?.service ? true : undefined,
  );
  expect((await detail(host, blockedService)).data?.service).toMatchObject({ id: blockedService });
});

it("lists the member's own services in every status, newest first, and nobody else's", async () => {
  const host = await listings.member();
  const other = await listings.member();
  const first = await createdId(host, { title: 'First' });
  await listings.clock.advance(1000);
  const second = await createdId(host, { title: 'Second' });
  await listings.graph(host, SET_STATUS, { id: first, status: 'paused' });
  await createdId(other, { title: 'Not mine' });

  const answer = await listings.graph<{ myServices: unknown[] }>(host, MINE);
  expect(answer.data?.myServices).toEqual([
    { id: second, title: 'Second', status: 'active', location: '1 Park Lane, London', postcode: 'SW1A 1AA' },
    { id: first, title: 'First', status: 'paused', location: '1 Park Lane, London', postcode: 'SW1A 1AA' },
  ]);
  expect((await listings.graph(null, MINE)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
});

it('gives the host as a User reference for identity to resolve', async () => {
  const host = await listings.member();
  const id = await createdId(host);
  const answer = await listings.graph(null, 'query($id: ID!) { service(id: $id) { host { id } } }', { id });
  expect(answer.data).toEqual({ service: { host: { id: host.id } } });
});
