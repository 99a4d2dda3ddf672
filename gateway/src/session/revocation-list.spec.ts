import type { RevokedSessionsPage } from './identity-client';
import { RevocationList } from './revocation-list';

let clock = 0;
const source = { revokedSessions: jest.fn<Promise<RevokedSessionsPage>, [string | null, string]>() };
const page = (asOf: string, ...sessions: Array<[string, number]>): RevokedSessionsPage => ({
  asOf,
  sessions: sessions.map(([sessionId, until]) => ({ sessionId, until: new Date(until).toISOString() })),
});

beforeEach(() => {
  clock = Date.parse('2026-11-22T10:00:00Z');
  source.revokedSessions.mockReset();
});

const list = (syncIntervalMs: number) => new RevocationList({ source, syncIntervalMs, now: () => clock });

describe('RevocationList', () => {
  it('reads identity’s revoked sessions before its first check, then at most once per interval', async () => {
    source.revokedSessions.mockResolvedValue(page('2026-11-22T10:00:00.000Z', ['session-a', clock + 600_000]));
    const revocations = list(1_000);

    expect(await revocations.isRevoked('session-a')).toBe(true);
    expect(await revocations.isRevoked('session-b')).toBe(false);
    expect(source.revokedSessions).toHaveBeenCalledTimes(1);
    expect(source.revokedSessions).toHaveBeenLastCalledWith(null, expect.any(String));

    source.revokedSessions.mockResolvedValue(page('2026-11-22T10:00:01.000Z', ['session-b', clock + 600_000]));
    clock += 999;
    expect(await revocations.isRevoked('session-b')).toBe(false);
    clock += 1;
    expect(await revocations.isRevoked('session-b')).toBe(true);
    expect(source.revokedSessions).toHaveBeenCalledTimes(2);
    // Each page starts 30 s before the previous one was read.
    expect(source.revokedSessions).toHaveBeenLastCalledWith('2026-11-22T09:59:30.000Z', expect.any(String));
  });

  it('shares one read between checks that arrive while it runs', async () => {
    source.revokedSessions.mockResolvedValue(page('2026-11-22T10:00:00.000Z'));
    const revocations = list(0);
    await Promise.all([revocations.isRevoked('a'), revocations.isRevoked('b'), revocations.isRevoked('c')]);
    expect(source.revokedSessions).toHaveBeenCalledTimes(1);
  });

  it('refuses a session revoked here at once, and forgets it when its last access token has expired', async () => {
    source.revokedSessions.mockResolvedValue(page('2026-11-22T10:00:00.000Z'));
    const revocations = list(60_000);
    revocations.revoke('session-a', clock + 900_000);

    expect(await revocations.isRevoked('session-a')).toBe(true);
    clock += 900_000;
    expect(await revocations.isRevoked('session-a')).toBe(false);
  });

  it('keeps the list it has when identity cannot be reached, and tries again after the interval', async () => {
    source.revokedSessions.mockResolvedValueOnce(page('2026-11-22T10:00:00.000Z', ['session-a', clock + 600_000]));
    source.revokedSessions.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const revocations = list(1_000);
    expect(await revocations.isRevoked('session-a')).toBe(true);

    clock += 1_000;
    expect(await revocations.isRevoked('session-a')).toBe(true);
    expect(source.revokedSessions).toHaveBeenCalledTimes(2);

    source.revokedSessions.mockResolvedValue(page('2026-11-22T10:00:02.000Z'));
    clock += 500;
    await revocations.isRevoked('session-a');
    expect(source.revokedSessions).toHaveBeenCalledTimes(2);
  });
});
