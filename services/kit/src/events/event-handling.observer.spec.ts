import type { EventEnvelope } from './event-envelope';
import { observedSubscription } from './event-handling.observer';

const envelope = { topic: 'identity.users', id: 'e1' } as EventEnvelope;

describe('observedSubscription', () => {
  it("reports each handler call's outcome by group and the event's topic, and passes the failure on", async () => {
    const seen: string[] = [];
    let fail = true;
    const subscription = observedSubscription(
      {
        group: 'media',
        topics: ['identity.users'],
        handle: async () => {
          if (fail) throw new Error('database down');
        },
      },
      {
        handled: (group, topic) => seen.push(`handled ${group} ${topic}`),
        failed: (group, topic) => seen.push(`failed ${group} ${topic}`),
      },
    );

    await expect(subscription.handle(envelope)).rejects.toThrow('database down');
    fail = false;
    await subscription.handle(envelope);

    expect(seen).toEqual(['failed media identity.users', 'handled media identity.users']);
    expect(subscription.topics).toEqual(['identity.users']);
  });

  it('leaves the subscription as it is without an observer', () => {
    const options = { group: 'media', topics: ['identity.users'], handle: async () => undefined };
    expect(observedSubscription(options)).toBe(options);
  });
});
