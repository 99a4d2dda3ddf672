import { inBatches } from './in-batches';

describe('inBatches', () => {
  it('runs batches until one comes back short, and adds up what they handled', async () => {
    const found = [3, 3, 1, 3];
    const batch = jest.fn(async () => found.shift() ?? 0);
    await expect(inBatches(3, new AbortController().signal, batch)).resolves.toBe(7);
    expect(batch).toHaveBeenCalledTimes(3);
  });

  it('stops after the running batch once the job is asked to stop', async () => {
    const stop = new AbortController();
    const batch = jest.fn(async () => {
      stop.abort();
      return 3;
    });
    await expect(inBatches(3, stop.signal, batch)).resolves.toBe(3);
    expect(batch).toHaveBeenCalledTimes(1);
  });
});
