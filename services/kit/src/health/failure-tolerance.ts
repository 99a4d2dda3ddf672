/**
 * Whether a check that keeps failing should fail readiness yet: only once it has failed on every try for `graceMs`.
 * A brief blip (a database failover, a restart of the pooler) keeps the pod in its Service's endpoints; a lasting
 * failure takes it out. Liveness never asks.
 */
export class FailureTolerance {
  private failingSince: number | undefined;

  constructor(
    private readonly graceMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one result; true while the check still counts as passing. */
  record(ok: boolean): boolean {
    if (ok) {
      this.failingSince = undefined;
      return true;
    }
    this.failingSince ??= this.now();
    return this.now() - this.failingSince < this.graceMs;
  }
}
