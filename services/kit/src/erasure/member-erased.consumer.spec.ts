import { create, timestampFromDate, UserErasedSchema } from '@village/proto';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '../events/event-envelope';
import { isErasedMember, onMemberErased, type ErasedMember } from './member-erased.consumer';

const MEMBER = '6f1c9a52-3f4e-4d7b-9a2e-0c1d2e3f4a5b';
const PUBLISHED_AT = new Date('2030-03-01T09:00:00Z');

function recordingManager(answer: unknown[] = []) {
  const statements: string[] = [];
  const manager = {
    query: async (sql: string) => {
      statements.push(sql);
      return answer;
    },
  } as unknown as EntityManager;
  return { manager, statements };
}

const envelope = { occurredAt: PUBLISHED_AT } as EventEnvelope;

describe('onMemberErased', () => {
  it("takes the schema's erasure lock and keeps the member's id before the service forgets anything", async () => {
    const { manager, statements } = recordingManager();
    const seen: ErasedMember[] = [];
    const consumer = onMemberErased(async (erased, inside) => {
      seen.push(erased);
      await inside.query('DELETE FROM rows_about_the_member');
    });

    const erasedAt = new Date('2030-03-01T08:59:00Z');
    await consumer.handle(
      create(UserErasedSchema, { userId: MEMBER, erasedAt: timestampFromDate(erasedAt) }),
      envelope,
      manager,
    );

    expect(statements).toEqual([
      "SELECT pg_advisory_xact_lock(hashtext('village.member-erasure'), hashtext(current_schema()))",
      'INSERT INTO erased_members (user_id, erased_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
      'DELETE FROM rows_about_the_member',
    ]);
    expect(seen).toEqual([{ userId: MEMBER, erasedAt }]);
  });

  it('dates an erasure without its own time by when it was published', async () => {
    const { manager } = recordingManager();
    const seen: ErasedMember[] = [];
    await onMemberErased(async (erased) => void seen.push(erased)).handle(
      create(UserErasedSchema, { userId: MEMBER }),
      envelope,
      manager,
    );
    expect(seen).toEqual([{ userId: MEMBER, erasedAt: PUBLISHED_AT }]);
  });

  it('ignores an id that is not a member id, without locking', async () => {
    const { manager, statements } = recordingManager();
    const forget = jest.fn();
    await onMemberErased(forget).handle(create(UserErasedSchema, { userId: 'not-a-uuid' }), envelope, manager);
    expect(forget).not.toHaveBeenCalled();
    expect(statements).toEqual([]);
  });

  it('runs in the consumer group it is given', () => {
    expect(onMemberErased(jest.fn(), { group: 'bookings-erasure' }).group).toBe('bookings-erasure');
  });
});

describe('isErasedMember', () => {
  it('looks the members up under the erasure lock, shared', async () => {
    const { manager, statements } = recordingManager([{ '?column?': 1 }]);
    expect(await isErasedMember(manager, MEMBER, 'not-a-uuid')).toBe(true);
    expect(statements).toEqual([
      "SELECT pg_advisory_xact_lock_shared(hashtext('village.member-erasure'), hashtext(current_schema()))",
      'SELECT 1 FROM erased_members WHERE user_id = ANY($1::uuid[]) LIMIT 1',
    ]);
  });

  it('answers false when no member was erased', async () => {
    const { manager } = recordingManager([]);
    expect(await isErasedMember(manager, MEMBER)).toBe(false);
  });

  it('asks nothing about ids that are not member ids', async () => {
    const { manager, statements } = recordingManager([{ '?column?': 1 }]);
    expect(await isErasedMember(manager, 'not-a-uuid', '')).toBe(false);
    expect(statements).toEqual([]);
  });
});
