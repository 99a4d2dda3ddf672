import { ConcurrencyLimit } from './concurrency-limit';

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most `size` tasks at once, the waiting ones first come, first served', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        limit.run(async () => {
          started.push(i);
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it("returns each task's own result", async () => {
    const limit = new ConcurrencyLimit(2);
    await expect(Promise.all([1, 2, 3].map((value) => limit.run(async () => value * 10)))).resolves.toEqual([
      10, 20, 30,
    ]);
  });

  it('frees the slot of a task that throws', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a size below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow('size must be >= 1');
  });
});
