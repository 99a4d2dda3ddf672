import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PublishFailure } from '../publishing/publisher.port';
import { callPlatform, failureOf, PLATFORM_CALL_TIMEOUT_MS, retryAfterMs } from './platform-http';

const NOW = Date.parse('2030-03-01T09:00:00Z');

it('reads Retry-After in seconds or as a date, else X’s x-rate-limit-reset, else nothing', () => {
  expect(retryAfterMs(new Headers({ 'retry-after': '90' }), NOW)).toBe(90_000);
  expect(retryAfterMs(new Headers({ 'retry-after': 'Fri, 01 Mar 2030 09:02:00 GMT' }), NOW)).toBe(120_000);
  expect(retryAfterMs(new Headers({ 'x-rate-limit-reset': String(NOW / 1000 + 300) }), NOW)).toBe(300_000);
  expect(retryAfterMs(new Headers(), NOW)).toBeNull();
});

it('gives up on a platform that does not answer within 10 seconds, as a passing failure', async () => {
  const sockets = new Set<Socket>();
  const silent = createServer(() => undefined);
  silent.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const started = Date.now();
  try {
    const { port } = silent.address() as AddressInfo;
    const failure = await callPlatform('twitter', `http://127.0.0.1:${port}/2/tweets`, { json: { text: 'hi' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PublishFailure);
    expect(failure).toMatchObject({ retryable: true, reason: 'X is not responding (timed out)' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PLATFORM_CALL_TIMEOUT_MS - 100);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
}, 20_000);

it("shortens a platform's long refusal to one line a member can read", () => {
  const answer = { status: 400, headers: new Headers(), body: null };
  const failure = failureOf('linkedin', answer, `ERROR :: /commentary ::\n ${'too long '.repeat(40)}`);
  expect(failure.retryable).toBe(false);
  expect(failure.reason).toHaveLength('LinkedIn: '.length + 160);
  expect(failure.reason).toMatch(/^LinkedIn: ERROR :: \/commentary :: too long too long .*…$/);
  expect(failureOf('linkedin', { ...answer, status: 422 }).reason).toBe('LinkedIn: 422 Unprocessable Entity');
});
