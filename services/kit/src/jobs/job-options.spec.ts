import { days, hours, minutes, seconds } from './duration';
import { defineJob } from './job-definition';
import { DEFAULT_TIMEOUT_MS, dueTimeOf, jobIdForKey, queueSettingsOf } from './job-options';
import { z } from 'zod';

const DocumentJob = defineJob('delete-document', z.object({ documentId: z.string() }));
const now = new Date('2030-01-01T00:00:00Z');

describe('jobIdForKey', () => {
  it('gives the same id for the same job and key, so a second send is ignored', () => {
    expect(jobIdForKey('delete-document', 'doc-1')).toBe(jobIdForKey('delete-document', 'doc-1'));
  });

  it('gives different ids for another key or another job', () => {
    const id = jobIdForKey('delete-document', 'doc-1');
    expect(jobIdForKey('delete-document', 'doc-2')).not.toBe(id);
    expect(jobIdForKey('complete-booking', 'doc-1')).not.toBe(id);
    expect(jobIdForKey('delete-document', 'doc-1\0x')).not.toBe(jobIdForKey('delete-document\0doc-1', 'x'));
  });

  it('is a version 5 UUID, which pg-boss accepts as a job id', () => {
    expect(jobIdForKey('delete-document', 'doc-1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('refuses an empty or overlong key', () => {
    expect(() => jobIdForKey('delete-document', '')).toThrow('A job key must have 1 to 200 characters');
    expect(() => jobIdForKey('delete-document', 'k'.repeat(201))).toThrow('1 to 200 characters');
  });
});

describe('dueTimeOf', () => {
  it('is now by default', () => {
    expect(dueTimeOf({}, now)).toEqual(now);
  });

  it('is the given time, or now plus the delay', () => {
    const at = new Date('2030-02-01T00:00:00Z');
    expect(dueTimeOf({ at }, now)).toEqual(at);
    expect(dueTimeOf({ delayMs: days(30) }, now)).toEqual(new Date('2030-01-31T00:00:00Z'));
  });

  it('refuses both a time and a delay, an invalid time and a negative delay', () => {
    expect(() => dueTimeOf({ at: now, delayMs: 1 }, now)).toThrow('`at` or `delayMs`, not both');
    expect(() => dueTimeOf({ at: new Date('not a date') }, now)).toThrow('`at` must be a valid Date');
    expect(() => dueTimeOf({ delayMs: -1 }, now)).toThrow('`delayMs` must be a finite number of 0 or more');
    expect(() => dueTimeOf({ delayMs: Number.POSITIVE_INFINITY }, now)).toThrow('finite');
  });
});

describe('queueSettingsOf', () => {
  it('retries five times with backoff from 30 s, and keeps pending jobs a year and finished ones 30 days', () => {
    expect(queueSettingsOf({ job: DocumentJob })).toEqual({
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: DEFAULT_TIMEOUT_MS / 1000,
      retentionSeconds: days(365) / 1000,
      deleteAfterSeconds: days(30) / 1000,
    });
  });

  it('takes the registration retry policy and timeout, in whole seconds', () => {
    const settings = queueSettingsOf({
      job: DocumentJob,
      retry: { retries: 2, delayMs: 1500, backoff: false },
      timeoutMs: minutes(2),
    });
    expect(settings).toMatchObject({
      retryLimit: 2,
      retryDelay: 2,
      retryBackoff: false,
      retryDelayMax: null,
      expireInSeconds: 120,
    });
  });

  it('refuses a retry policy or timeout pg-boss could not honour', () => {
    expect(() => queueSettingsOf({ job: DocumentJob, retry: { retries: -1 } })).toThrow(
      'Job "delete-document": retry.retries must be a whole number of 0 or more',
    );
    expect(() => queueSettingsOf({ job: DocumentJob, retry: { delayMs: hours(2) } })).toThrow('retry.maxDelayMs');
    expect(() => queueSettingsOf({ job: DocumentJob, timeoutMs: 10 })).toThrow('timeoutMs must be at least 1000');
  });
});

describe('durations', () => {
  it('are milliseconds', () => {
    expect([seconds(2), minutes(2), hours(2), days(2)]).toEqual([2000, 120_000, 7_200_000, 172_800_000]);
  });
});
