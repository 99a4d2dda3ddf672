/**
 * Whether a failed call to identity, media or a subgraph means the other side is down or too slow (so the gateway
 * answers 503), rather than a mistake in the call: Node's fetch rejects with `TypeError('fetch failed')` when it
 * cannot connect and with a `TimeoutError` when its `AbortSignal.timeout` fires.
 */
export function isUnavailability(error: unknown): boolean {
  // By name, not `instanceof`: fetch's errors may come from another realm (a test sandbox, a worker).
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'TypeError') return message === 'fetch failed';
  return name === 'TimeoutError' || name === 'AbortError';
}
