/**
 * Whether a failed call to identity, media or a subgraph means the other side is down or too slow (so the gateway
 * answers 503), rather than a mistake in the call: Node's fetch rejects with `TypeError('fetch failed')` when it
 * cannot connect and with a `TimeoutError` when its `AbortSignal.timeout` fires.
 */
export function isUnavailability(error: unknown): boolean {
  if (error instanceof TypeError) return error.message === 'fetch failed';
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
