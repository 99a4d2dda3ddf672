import type { EntityManager } from 'typeorm';

/** A member as a service knows them from identity; `email` only when the member confirmed it (ADR 013). */
export interface MemberContact {
  userId: string;
  firstName: string;
  email: string;
}

export interface KnownMember {
  userId: string;
  firstName: string;
  /** Null until the member confirms their address: an unconfirmed one is never emailed nor shown. */
  email: string | null;
}

/** What the service knows of the given members, by id; a member identity never told it about is missing. */
export async function knownMembers(
  manager: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, KnownMember>> {
  const rows = await manager.query<
    Array<{ user_id: string; first_name: string; email: string; email_confirmed: boolean }>
  >('SELECT user_id, first_name, email, email_confirmed FROM member_contacts WHERE user_id = ANY($1::uuid[])', [
    userIds,
  ]);
  return new Map(
    rows.map((row) => [
      row.user_id,
      { userId: row.user_id, firstName: row.first_name, email: row.email_confirmed ? row.email : null },
    ]),
  );
}

/** The member as an email recipient: only with a confirmed address. */
export const reachable = (member: KnownMember | undefined): MemberContact | null =>
  member?.email ? { userId: member.userId, firstName: member.firstName, email: member.email } : null;

/** One member as an email recipient, or null when unknown or their address is not confirmed. */
export async function reachableMember(manager: EntityManager, userId: string): Promise<MemberContact | null> {
  return reachable((await knownMembers(manager, [userId])).get(userId));
}
