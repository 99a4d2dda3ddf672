import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { DescMessage, EventContract } from '@village/proto';
import { describeEnvelope, type EventEnvelope } from './event-envelope';
import { idempotentHandler, type EventEffect } from './idempotent-consumer';
import { consumeInSpan } from '../tracing/event-spans';

/**
 * A service's reaction to one event type:
 *
 *   onEvent(UserRegisteredEvent, async (user, envelope, manager) => { ... })
 *
 * The effect runs idempotently (see `idempotentHandler`) in the module's
 * consumer group unless `group` says otherwise.
 */
export interface EventConsumer<Desc extends DescMessage = DescMessage> {
  readonly contract: EventContract<Desc>;
  readonly group?: string;
  // Method syntax on purpose: consumers of different messages fit in one EventConsumer[].
  handle(...args: Parameters<EventEffect<Desc>>): Promise<void>;
}

export function onEvent<Desc extends DescMessage>(
  contract: EventContract<Desc>,
  handle: EventEffect<Desc>,
  options: { group?: string } = {},
): EventConsumer<Desc> {
  return { contract, handle, ...(options.group ? { group: options.group } : {}) };
}

/** What one consumer group subscribes to, and its envelope handler routing on the event type. */
export interface GroupSubscription {
  group: string;
  topics: string[];
  handle: (envelope: EventEnvelope) => Promise<void>;
}

/**
 * Groups consumers by consumer group: one subscription per group over the
 * topics of its contracts, dispatching by event type to an idempotent effect.
 * Events of other types on those topics are acknowledged without effect.
 */
export function groupSubscriptions(
  dataSource: DataSource,
  defaultGroup: string,
  consumers: readonly EventConsumer[],
  logger: Logger,
): GroupSubscription[] {
  type Route = { topic: string; run: (e: EventEnvelope) => Promise<unknown> };
  const byGroup = new Map<string, Map<string, Route>>();
  for (const consumer of consumers) {
    const group = consumer.group ?? defaultGroup;
    const routes = byGroup.get(group) ?? new Map<string, Route>();
    if (routes.has(consumer.contract.type)) {
      throw new Error(
        `Two consumers of ${consumer.contract.type} in group "${group}": merge them or use another group`,
      );
    }
    routes.set(consumer.contract.type, {
      topic: consumer.contract.topic,
      run: idempotentHandler(dataSource, group, consumer.contract, (message, envelope, manager) =>
        consumer.handle(message, envelope, manager),
      ),
    });
    byGroup.set(group, routes);
  }
  return [...byGroup].map(([group, routes]) => ({
    group,
    topics: [...new Set([...routes.values()].map((route) => route.topic))],
    handle: async (envelope) => {
      const route = routes.get(envelope.type);
      if (!route) {
        logger.debug({ group, ...describeEnvelope(envelope) }, 'no consumer for this event type; acknowledged');
        return;
      }
      await consumeInSpan(group, envelope, () => route.run(envelope));
    },
  }));
}
