/**
 * Where a service reads the time. Use cases take it from here (never `new Date()` or SQL `now()`), so a
 * test can move time with a `TestClock` and see what a member would see days later.
 *
 *   constructor(@Inject(CLOCK) private readonly clock: Clock) {}
 *   const retentionEnds = new Date(this.clock.now().getTime() + days(30));
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
