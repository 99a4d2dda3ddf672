import type { EntityManager } from 'typeorm';

/** One table of a service holding rows about a member: every row whose `column` is the member's id goes. */
export type MemberRows = readonly [table: string, column: string];

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

function quoted(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe table or column name: "${name}"`);
  return `"${name}"`;
}

async function tableExists(manager: EntityManager, table: string): Promise<boolean> {
  const rows: Array<{ found: string | null }> = await manager.query('SELECT to_regclass($1)::text AS found', [table]);
  return rows[0]?.found !== null;
}

/** Deletes every row about the member in the given tables (table, id column), in the caller's transaction. */
export async function deleteMemberRows(manager: EntityManager, userId: string, rows: readonly MemberRows[]) {
  for (const [table, column] of rows) {
    await manager.query(`DELETE FROM ${quoted(table)} WHERE ${quoted(column)} = $1`, [userId]);
  }
}

/**
 * What the kit keeps about a member in a service's schema, forgotten on `UserErased` (ADR 032): their row in the
 * contact projection, their contact rule, their blocks either way, and the emails still queued to their address. Answers the address the
 * service knew (null if none), for a service that must find other rows by it. Tables the service lacks are skipped.
 */
export async function forgetMemberInKitTables(
  manager: EntityManager,
  userId: string,
): Promise<{ email: string | null }> {
  let email: string | null = null;
  let firstName: string | null = null;
  if (await tableExists(manager, 'member_contacts')) {
    const known: Array<{ email: string; first_name: string }> = await manager.query(
      'SELECT email, first_name FROM member_contacts WHERE user_id = $1',
      [userId],
    );
    email = known[0]?.email ?? null;
    firstName = known[0]?.first_name ?? null;
    await deleteMemberRows(manager, userId, [['member_contacts', 'user_id']]);
  }
  if (await tableExists(manager, 'member_blocks')) {
    await deleteMemberRows(manager, userId, [
      ['member_blocks', 'blocker_id'],
      ['member_blocks', 'blocked_id'],
    ]);
  }
  if (await tableExists(manager, 'member_contact_rules')) {
    await deleteMemberRows(manager, userId, [['member_contact_rules', 'user_id']]);
  }
  if (email) await forgetQueuedMailTo(manager, email, firstName);
  return { email };
}

/**
 * Deletes the service's emails to this address, queued, being retried or sent (their rows hold the content), and the
 * emails already sent to others that name the member (e.g. a safety plan shared with a trusted contact); emails to
 * others still waiting are sent. A sent email is only history: deleting one that names someone else alike is harmless.
 */
export async function forgetQueuedMailTo(
  manager: EntityManager,
  email: string,
  firstName: string | null = null,
): Promise<void> {
  if (!(await tableExists(manager, 'job'))) return;
  await manager.query(
    `DELETE FROM job WHERE name = 'send-mail'
       AND (lower(data->>'to') = lower($1)
            OR ($2::text <> '' AND state IN ('completed', 'cancelled', 'failed')
                AND strpos(lower(data::text), lower($2::text)) > 0))`,
    [email, firstName ?? ''],
  );
}
