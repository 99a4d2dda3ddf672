import type { EventEnvelope } from '@village/kit';
import { eventually } from './eventually';
import type { ServiceTestApp } from './service-test-app';

/** Publishes the events to a service's log and waits until its consumers have processed each one. */
export async function processedBy(service: ServiceTestApp, ...envelopes: EventEnvelope[]): Promise<void> {
  await service.publish(...envelopes);
  for (const envelope of envelopes) {
    await eventually(`event ${envelope.id} to be processed`, async () =>
      (await service.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length
        ? true
        : undefined,
    );
  }
}
