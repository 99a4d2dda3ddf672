import { Writable } from 'node:stream';
import pino from 'pino';
import { runWithCorrelationId } from '../logging/correlation';
import { REDACTED_PATHS } from '../logging/logger';
import { AuditLog } from './audit-log';

function auditLogWritingTo(lines: Array<Record<string, unknown>>): AuditLog {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return new AuditLog(pino({ base: { service: 'identity' }, redact: { paths: REDACTED_PATHS } }, sink));
}

describe('AuditLog', () => {
  it('writes one line per event on the `audit` logger: event, account, address and the request’s correlation id', () => {
    const lines: Array<Record<string, unknown>> = [];
    const audit = auditLogWritingTo(lines);

    runWithCorrelationId('corr-12345678', () =>
      audit.record('sign_in.failed', { accountId: 'user-1', ip: '203.0.113.7', detail: 'wrong password' }),
    );

    expect(lines).toEqual([
      expect.objectContaining({
        name: 'audit',
        service: 'identity',
        event: 'sign_in.failed',
        accountId: 'user-1',
        ip: '203.0.113.7',
        correlationId: 'corr-12345678',
        detail: 'wrong password',
        msg: 'sign_in.failed',
      }),
    ]);
  });

  it('writes null for what it does not know, rather than leaving the field out', () => {
    const lines: Array<Record<string, unknown>> = [];
    auditLogWritingTo(lines).record('access.denied');
    expect(lines[0]).toMatchObject({ event: 'access.denied', accountId: null, ip: null, correlationId: null });
  });

  it('keeps a password or token out even if one is passed by mistake', () => {
    const lines: Array<Record<string, unknown>> = [];
    const entry = { accountId: 'user-1', password: 'hunter2-secret', refreshToken: 'rt-secret' } as never;
    auditLogWritingTo(lines).record('sign_in.failed', entry);
    expect(JSON.stringify(lines)).not.toMatch(/hunter2-secret|rt-secret/);
  });
});
