import { fromBinary, type DescMessage, type EventContract, type MessageShape } from '@village/proto';
import type { IdentityTestApp } from './identity-test-app';

/**
 * Every event of one contract in the database, oldest first, whether still in identity's outbox or already shipped
 * to the log (one statement, one snapshot: an event is always in one place, or both for a moment).
 */
export async function eventsOf<Desc extends DescMessage>(
  identity: Pick<IdentityTestApp, 'sql'>,
  contract: EventContract<Desc>,
): Promise<Array<{ key: string; message: MessageShape<Desc> }>> {
  const rows = await identity.sql<{ id: string; key: string; payload: Buffer; occurred_at: Date }>(
    `SELECT id::text, key, payload, occurred_at FROM identity.outbox WHERE type = $1
     UNION
     SELECT id::text, key, payload, occurred_at FROM eventlog.events WHERE type = $1 AND topic = $2
     ORDER BY occurred_at`,
    [contract.type, contract.topic],
  );
  return rows.map((row) => ({ key: row.key, message: fromBinary(contract.schema, new Uint8Array(row.payload)) }));
}
