/**
 * Runs one batch after another until a batch finds fewer rows than a full one or the job is asked to stop, and
 * answers how many rows all the batches handled. Each batch is its own transaction, so replicas share the work.
 */
export async function inBatches(size: number, signal: AbortSignal, batch: () => Promise<number>): Promise<number> {
  let handled = 0;
  for (;;) {
    const found = await batch();
    handled += found;
    if (found < size || signal.aborted) return handled;
  }
}
