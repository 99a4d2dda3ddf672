/** Set when the process was asked to stop: readiness answers 503 from then on while requests are still served. */
export class ShutdownState {
  private stopping = false;

  begin(): void {
    this.stopping = true;
  }

  get draining(): boolean {
    return this.stopping;
  }
}

export interface GracefulShutdownSteps {
  /** Turns readiness false: the load balancer stops sending new requests. */
  beginDraining(): void;
  /** Closes the server (waiting for requests in flight) and stops consumers, relay and jobs. */
  close(): Promise<void>;
  /** How long requests are still served after readiness turned false (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  logger: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** Where the signals come from (the process) and how the process ends: tests pass their own. */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
  exit?: (code: number) => void;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * On the first SIGTERM or SIGINT: readiness turns false at once, requests are still served for the drain period (the
 * endpoints drain meanwhile), then the server closes and the process exits. A second signal does not cut it short.
 */
export function stopGracefullyOnSignals(steps: GracefulShutdownSteps): void {
  const { signals = process, exit = (code: number) => process.exit(code) } = steps;
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    steps.beginDraining();
    steps.logger.info({ signal, drainMs: steps.drainMs }, 'stopping: not ready, draining');
    void sleep(steps.drainMs)
      .then(() => steps.close())
      .then(
        () => {
          steps.logger.info({ signal }, 'stopped');
          exit(0);
        },
        (error: unknown) => {
          steps.logger.error({ err: error }, 'stopping failed');
          exit(1);
        },
      );
  };
  signals.on('SIGTERM', stop);
  signals.on('SIGINT', stop);
}
