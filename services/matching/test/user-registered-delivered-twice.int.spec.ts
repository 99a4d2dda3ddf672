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

const committedOffset = async (): Promise<number | undefined> => {
  const rows = await matching.sql<{ committed: string }>(
    `SELECT committed_offset AS committed FROM eventlog.consumer_offsets WHERE "group" = 'matching' AND topic = 'identity.users'`,
  );
  return rows[0] ? Number(rows[0].committed) : undefined;
};

const deliveredUpTo = (offset: number) => async () => ((await committedOffset()) === offset ? true : undefined);

it('applies a UserRegistered event delivered twice only once', async () => {
  const { envelope, message } = userRegistered({ city: 'Exeter' });
  await matching.publish(envelope);
  await eventually('the first delivery', deliveredUpTo(1));
  expect(await matching.sql('SELECT city FROM members WHERE user_id = $1', [message.userId])).toEqual([
    { city: 'Exeter' },
  ]);

  // A later change the redelivered event must not undo (as an update event would make it).
  await matching.sql(`UPDATE members SET city = 'Plymouth' WHERE user_id = $1`, [message.userId]);
  // At-least-once delivery: the consumer crashed before committing its offset, so it reads the event again.
  await matching.sql(
    `UPDATE eventlog.consumer_offsets SET committed_offset = 0 WHERE "group" = 'matching' AND topic = 'identity.users'`,
  );
  await eventually('the second delivery', deliveredUpTo(1));

  expect(await matching.sql('SELECT city FROM members WHERE user_id = $1', [message.userId])).toEqual([
    { city: 'Plymouth' },
  ]);
  expect(await matching.sql('SELECT count(*)::int AS n FROM members')).toEqual([{ n: 1 }]);
  expect(
    await matching.sql('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1', [envelope.id]),
  ).toEqual([{ n: 1 }]);
});

it('stores a re-published event (same id, e.g. after a relay crash) in the log once', async () => {
  const { envelope } = userRegistered();
  await matching.publish(envelope);
  await matching.publish(envelope);
  expect(await matching.sql('SELECT count(*)::int AS n FROM eventlog.events WHERE id = $1', [envelope.id])).toEqual([
    { n: 1 },
  ]);
});
