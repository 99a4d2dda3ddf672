import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertBalanced, type LedgerJournal } from './ledger-journal';

/** Posts journals to the append-only `ledger_entries`, in the caller's transaction, refusing unbalanced ones. */
@Injectable()
export class LedgerWriter {
  async post(manager: EntityManager, journal: LedgerJournal, now: Date): Promise<string> {
    assertBalanced(journal);
    const journalId = randomUUID();
    const lines = journal.lines.filter((line) => line.amountMinor !== 0);
    if (lines.length === 0) return journalId;
    await manager.query(
      `INSERT INTO ledger_entries (journal_id, booking_id, account, member_id, amount_minor, currency, kind, created_at)
       SELECT $1, $2, line.account, line.member_id, line.amount_minor, $3, $4, $5
       FROM unnest($6::text[], $7::uuid[], $8::bigint[]) AS line(account, member_id, amount_minor)`,
      [
        journalId,
        journal.bookingId,
        journal.currency,
        journal.kind,
        now,
        lines.map((line) => line.account),
        lines.map((line) => line.memberId),
        lines.map((line) => line.amountMinor),
      ],
    );
    return journalId;
  }

  /** What the booking still owes its host: the sum of its `host_payable` entries. */
  async payableMinor(manager: EntityManager, bookingId: string): Promise<number> {
    const rows: Array<{ payable: string | null }> = await manager.query(
      "SELECT sum(amount_minor) AS payable FROM ledger_entries WHERE booking_id = $1 AND account = 'host_payable'",
      [bookingId],
    );
    return Number(rows[0]?.payable ?? 0);
  }

  /** How many refund journals the booking has (the n of the next refund's idempotency key is this plus one). */
  async refundCount(manager: EntityManager, bookingId: string): Promise<number> {
    const rows: Array<{ count: string }> = await manager.query(
      "SELECT count(DISTINCT journal_id) AS count FROM ledger_entries WHERE booking_id = $1 AND kind = 'refund'",
      [bookingId],
    );
    return Number(rows[0]?.count ?? 0);
  }
}
