import { randomUUID } from 'node:crypto';
import { deleteMemberRows, forgetMemberInKitTables, onMemberErased } from '@village/kit';
import type { EntityManager } from 'typeorm';

/** Bookings' rows that are only about the member: projections, plans, circles, time-bank hours. */
const DELETED = [
  ['member_last_initials', 'user_id'],
  ['cover_member_places', 'user_id'],
  ['cover_circle_members', 'owner_id'],
  ['cover_circle_members', 'member_id'],
  ['cover_request_offers', 'member_id'],
  ['cover_requests', 'requester_id'],
  ['safety_plans', 'owner_id'],
  ['time_bank_entries', 'member_id'],
  ['offered_services', 'host_id'],
] as const;

/**
 * Money records must be kept (UK: six years) so they stay, pseudonymised: the member's id becomes one random
 * pseudonym, the same across these tables so the accounts still balance, and no name or address is in them.
 */
const PSEUDONYMISED = [
  ['bookings', 'host_id'],
  ['bookings', 'guest_id'],
  ['bookings', 'cancelled_by'],
  ['payments', 'host_id'],
  ['payments', 'guest_id'],
  ['ledger_entries', 'member_id'],
  ['connected_accounts', 'host_id'],
  ['booking_handovers', 'recorded_by'],
  ['cover_requests', 'covered_by'],
  ['commission_settings', 'updated_by'],
] as const;

/** Bookings forgets a member who erased their account (ADR 032); a replay finds nothing left to change. */
export async function eraseMemberFromBookings(manager: EntityManager, userId: string): Promise<void> {
  await forgetMemberInKitTables(manager, userId);
  await deleteMemberRows(manager, userId, DELETED);
  // What the member wrote on their own bookings as a guest: notes and the names of the adults who may collect.
  await manager.query('DELETE FROM booking_pickups WHERE booking_id IN (SELECT id FROM bookings WHERE guest_id = $1)', [
    userId,
  ]);
  await manager.query('UPDATE bookings SET notes = NULL WHERE guest_id = $1', [userId]);
  await manager.query('UPDATE payments SET card_last4 = NULL WHERE guest_id = $1', [userId]);
  const pseudonym = randomUUID();
  // The ledger's trigger lets this transaction change `member_id`, and nothing else (migration 1799300090000).
  await manager.query("SET LOCAL village.pseudonymising = 'on'");
  for (const [table, column] of PSEUDONYMISED) {
    await manager.query(`UPDATE "${table}" SET "${column}" = $2 WHERE "${column}" = $1`, [userId, pseudonym]);
  }
}

export const bookingsMemberErasureConsumer = onMemberErased(({ userId }, manager) =>
  eraseMemberFromBookings(manager, userId),
);
