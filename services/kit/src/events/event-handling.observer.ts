import type { SubscribeOptions } from './event-transport.port';

/** Told of every handler call of a subscription (metrics); must not throw. */
export interface EventHandlingObserver {
  handled(group: string, topic: string): void;
  failed(group: string, topic: string): void;
}

/** The subscription with its handler reporting each call's outcome to the observer (unchanged without one). */
export function observedSubscription(options: SubscribeOptions, observer?: EventHandlingObserver): SubscribeOptions {
  if (!observer) return options;
  return {
    ...options,
    handle: async (envelope) => {
      try {
        await options.handle(envelope);
      } catch (error) {
        observer.failed(options.group, envelope.topic);
        throw error;
      }
      observer.handled(options.group, envelope.topic);
    },
  };
}
