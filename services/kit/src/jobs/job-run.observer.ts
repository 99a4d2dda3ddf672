/** Told of every job run's outcome (metrics); must not throw. */
export interface JobRunObserver {
  completed(queue: string): void;
  /** A failed attempt, whether it will be retried or not. */
  failed(queue: string): void;
}

/** Jobs of one queue waiting to run now (due) and running. */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
}
