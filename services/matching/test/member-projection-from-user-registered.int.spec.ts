import { userRegistered } from '../../../tests/support/factories/user-registered.factory';
import { eventually } from '../../../tests/support/eventually';
import { startMatching, type MatchingTestApp } from './support/matching-test-app';

let matching: MatchingTestApp;

beforeAll(async () => {
  matching = await startMatching();
});

afterAll(async () => {
  await matching?.close();
});

const memberRow = async (userId: string) => {
  const rows = await matching.sql(
    `SELECT first_name, city, postcode, country, is_single_parent, is_looking_for_coliving, offers_services, registered_at
       FROM members WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
};

it('adds the member to the projection when identity publishes UserRegistered', async () => {
  const { envelope, message } = userRegistered({ fullName: '  Robin   Ashdown ', city: 'Bath', postcode: 'BA1 1LZ' });

  await matching.publish(envelope);

  const member = await eventually('the members row', () => memberRow(message.userId!));
  expect(member).toEqual({
    first_name: 'Robin',
    city: 'Bath',
    postcode: 'BA1 1LZ',
    country: 'United Kingdom',
    is_single_parent: true,
    is_looking_for_coliving: true,
    offers_services: false,
    registered_at: new Date('2025-11-20T09:30:00.000Z'),
  });
  expect(await matching.sql('SELECT consumer_group FROM processed_events WHERE event_id = $1', [envelope.id])).toEqual([
    { consumer_group: 'matching' },
  ]);
});

it('keeps one row per member, each from its own event', async () => {
  const first = userRegistered({ city: 'Derby' });
  const second = userRegistered({ city: 'Hull' });

  await matching.publish(first.envelope, second.envelope);

  expect(await eventually('Derby', () => memberRow(first.message.userId!))).toMatchObject({ city: 'Derby' });
  expect(await eventually('Hull', () => memberRow(second.message.userId!))).toMatchObject({ city: 'Hull' });
});
