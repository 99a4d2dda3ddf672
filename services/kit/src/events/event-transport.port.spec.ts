import { retryDelayMs } from './event-transport.port';

describe('retryDelayMs', () => {
  it('doubles from the initial delay up to the cap', () => {
    const policy = { initialDelayMs: 200, maxDelayMs: 1_000 };
    expect([1, 2, 3, 4, 5, 50].map((attempt) => retryDelayMs(policy, attempt))).toEqual([
      200, 400, 800, 1_000, 1_000, 1_000,
    ]);
  });
});
