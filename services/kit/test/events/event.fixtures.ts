import { randomBytes, randomUUID } from 'node:crypto';
import type { EventEnvelope } from '../../src/events/event-envelope';

/** A unique, valid topic / group name, so tests sharing a database or broker never meet. */
export function uniqueName(prefix: string): string {
  return `${prefix}.t${randomBytes(5).toString('hex')}`;
}

export const PROBE_TYPE = 'village.test.v1.Probe';

/** An event whose payload is its sequence number (the transports carry payloads as opaque bytes). */
export function probe(topic: string, key: string, seq: number, correlationId?: string): EventEnvelope {
  return {
    id: randomUUID(),
    topic,
    key,
    type: PROBE_TYPE,
    occurredAt: new Date(Date.UTC(2025, 0, 1) + seq),
    ...(correlationId ? { correlationId } : {}),
    payload: new TextEncoder().encode(String(seq)),
  };
}

export function seqOf(envelope: EventEnvelope): number {
  return Number(new TextDecoder().decode(envelope.payload));
}

/** Polls `check` until it returns true; fails with `what` after `timeoutMs` (no test waits forever). */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Rejects after `ms` with `what`, so an awaited operation cannot hang a test. */
export function within<T>(what: string, promise: Promise<T>, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
