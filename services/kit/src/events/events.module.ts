import {
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OnApplicationBootstrap,
  type OptionalFactoryDependency,
  type Provider,
} from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import pino, { type Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { groupSubscriptions, type EventConsumer } from './event-consumer';
import { observedSubscription, type EventHandlingObserver } from './event-handling.observer';
import { EVENT_TRANSPORT, type EventSubscription, type EventTransport } from './event-transport.port';
import { createEventTransport, type EventsConfig } from './events.config';
import { OutboxRelay } from './outbox-relay';
import { OutboxWriter } from './outbox.writer';

export interface EventsModuleOptions {
  config: EventsConfig;
  /** The service's consumer group (e.g. "media"); consumers may name another. */
  group: string;
  consumers?: readonly EventConsumer[];
  /** Run the outbox relay (default true; a service that never publishes may turn it off). */
  relay?: boolean;
  logger?: Logger;
  /** Told of every handler call's outcome (metrics). */
  observer?: EventHandlingObserver;
}

export interface EventsModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  inject?: Array<InjectionToken | OptionalFactoryDependency>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Nest's own factory providers
  useFactory: (...args: any[]) => EventsModuleOptions | Promise<EventsModuleOptions>;
  /** Name of the TypeORM DataSource, if not the default one. */
  dataSourceName?: string;
}

export const EVENTS_MODULE_OPTIONS = Symbol('EVENTS_MODULE_OPTIONS');
const EVENTS_LOGGER = Symbol('EVENTS_LOGGER');

/** Starts the relay and the consumers once the application is up, and stops them before it closes. */
export class EventsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private subscriptions: EventSubscription[] = [];

  constructor(
    private readonly options: EventsModuleOptions,
    private readonly transport: EventTransport,
    private readonly logger: Logger,
    private readonly relay: OutboxRelay,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const groups = groupSubscriptions(this.dataSource, this.options.group, this.options.consumers ?? [], this.logger);
    try {
      for (const subscription of groups) {
        this.subscriptions.push(
          await this.transport.subscribe(observedSubscription(subscription, this.options.observer)),
        );
        this.logger.info({ group: subscription.group, topics: subscription.topics }, 'consuming events');
      }
    } catch (error) {
      // Fail the boot cleanly: nothing keeps running behind a service that did not start.
      await this.beforeApplicationShutdown();
      throw error;
    }
    if (this.options.relay !== false) this.relay.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    const subscriptions = this.subscriptions;
    this.subscriptions = [];
    await Promise.all(subscriptions.map((subscription) => subscription.close()));
    await this.relay.stop();
    await this.transport.close();
  }
}

/**
 * The event bus of a service: `OutboxWriter` to publish (inject it), the
 * outbox relay, and the service's consumers. Needs the service's TypeORM
 * DataSource (with `EVENT_ENTITIES` among its entities).
 *
 *   EventsModule.forRootAsync({
 *     inject: [SERVICE_ENV, MediaService],
 *     useFactory: (env: BaseServiceEnv, media: MediaService) => ({
 *       config: eventsConfigFromEnv(env),
 *       group: 'media',
 *       consumers: [onEvent(UserRegisteredEvent, (user, envelope, manager) => media.attachProfilePhoto(user, manager))],
 *     }),
 *   })
 */
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions & { dataSourceName?: string }): DynamicModule {
    return EventsModule.build({ provide: EVENTS_MODULE_OPTIONS, useValue: options }, options.dataSourceName, []);
  }

  static forRootAsync(options: EventsModuleAsyncOptions): DynamicModule {
    return EventsModule.build(
      { provide: EVENTS_MODULE_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] },
      options.dataSourceName,
      options.imports ?? [],
    );
  }

  private static build(
    optionsProvider: Provider,
    dataSourceName: string | undefined,
    imports: NonNullable<ModuleMetadata['imports']>,
  ): DynamicModule {
    const dataSourceToken = getDataSourceToken(dataSourceName);
    return {
      module: EventsModule,
      global: true,
      imports,
      providers: [
        optionsProvider,
        {
          provide: EVENTS_LOGGER,
          useFactory: (options: EventsModuleOptions) =>
            (options.logger ?? pino()).child({ component: 'events', group: options.group }),
          inject: [EVENTS_MODULE_OPTIONS],
        },
        {
          provide: EVENT_TRANSPORT,
          useFactory: (options: EventsModuleOptions, logger: Logger) => createEventTransport(options.config, logger),
          inject: [EVENTS_MODULE_OPTIONS, EVENTS_LOGGER],
        },
        OutboxWriter,
        {
          provide: OutboxRelay,
          useFactory: (
            options: EventsModuleOptions,
            dataSource: DataSource,
            transport: EventTransport,
            logger: Logger,
          ) =>
            new OutboxRelay({
              dataSource,
              transport,
              logger,
              pollIntervalMs: options.config.pollIntervalMs,
              retry: options.config.retry,
              batchSize: options.config.relayBatchSize,
            }),
          inject: [EVENTS_MODULE_OPTIONS, dataSourceToken, EVENT_TRANSPORT, EVENTS_LOGGER],
        },
        {
          provide: EventsLifecycle,
          useFactory: (
            options: EventsModuleOptions,
            transport: EventTransport,
            logger: Logger,
            relay: OutboxRelay,
            dataSource: DataSource,
          ) => new EventsLifecycle(options, transport, logger, relay, dataSource),
          inject: [EVENTS_MODULE_OPTIONS, EVENT_TRANSPORT, EVENTS_LOGGER, OutboxRelay, dataSourceToken],
        },
      ],
      exports: [OutboxWriter, OutboxRelay, EVENT_TRANSPORT],
    };
  }
}
