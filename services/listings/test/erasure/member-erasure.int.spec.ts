import { randomUUID } from 'node:crypto';
import { userErased } from '../../../../tests/support/factories/user-erased.factory';
import { processedBy } from '../../../../tests/support/processed-by';
import { startListings, type ListingsTestApp } from '../support/listings-test-app';

let listings: ListingsTestApp;

beforeAll(async () => {
  listings = await startListings();
});

afterAll(async () => {
  await listings?.close();
});

const countOf = async (sql: string, parameters: unknown[]) =>
  (await listings.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, parameters))[0].n;

it("deletes an erased member's services and guest places and nobody else's, however often delivered", async () => {
  const leaving = await listings.member();
  const staying = await listings.member();
  await listings.createService(leaving);
  const kept = await listings.createService(staying);
  await listings.sql(
    'INSERT INTO confirmed_guests (booking_id, service_id, guest_id, confirmed) VALUES ($1, $2, $3, true)',
    [randomUUID(), kept, leaving.id],
  );
  await listings.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [staying.id, leaving.id]);

  await processedBy(listings, userErased(leaving.id), userErased(leaving.id));

  expect(await countOf('services WHERE host_id = $1', [leaving.id])).toBe(0);
  expect(await countOf('confirmed_guests WHERE guest_id = $1', [leaving.id])).toBe(0);
  expect(await countOf('member_blocks WHERE blocked_id = $1', [leaving.id])).toBe(0);
  expect(await countOf('services WHERE id = $1', [kept])).toBe(1);
});
