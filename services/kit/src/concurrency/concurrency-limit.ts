/** Runs at most `size` tasks at a time; the others wait their turn in arrival order. */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`ConcurrencyLimit: size must be >= 1, got ${size}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (first come, first served), or frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
