import { JobLimiter } from './job-limiter';

describe('JobLimiter', () => {
  it('never runs more jobs at once than its limit, and runs them all', async () => {
    const limiter = new JobLimiter(2);
    let running = 0;
    let peak = 0;
    const job = async (value: number): Promise<number> => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return value;
    };

    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => limiter.run(() => job(value))));

    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('frees the slot of a job that fails', async () => {
    const limiter = new JobLimiter(1);

    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
