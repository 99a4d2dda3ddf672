/** Durations in milliseconds, for `sendAfter`, retry policies and `TestClock.advance(days(30))`. */
export const seconds = (count: number): number => count * 1000;
export const minutes = (count: number): number => count * 60_000;
export const hours = (count: number): number => count * 3_600_000;
export const days = (count: number): number => count * 86_400_000;
