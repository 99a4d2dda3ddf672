import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { type UserRegistered, UserRegisteredEvent } from '@village/proto';
import { currentCorrelationId } from '../../src/logging/correlation';
import { onEvent } from '../../src/events/event-consumer';
import { migrateEventLog } from '../../src/events/event-log.data-source';
import { EventsModule } from '../../src/events/events.module';
import { OutboxRelay } from '../../src/events/outbox-relay';
import { OutboxWriter } from '../../src/events/outbox.writer';
import { waitFor, within } from './event.fixtures';
import { applyToMembers, Member, migratedService, registered, serviceOptions, timesApplied } from './service.fixtures';
import { createScratchDatabase, type ScratchDatabase } from './test-database';

const silent = pino({ level: 'silent' });
const fast = { initialDelayMs: 20, maxDelayMs: 200 };
let database: ScratchDatabase;

beforeAll(async () => {
  database = await createScratchDatabase('kit_events_module');
  await migrateEventLog(database.url);
});

afterAll(async () => {
  await database?.drop();
});

describe('EventsModule', () => {
  const schema = 'svc_module';

  it('publishes through the outbox and runs the consumers of a Nest application', async () => {
    const seen: Array<{ user: UserRegistered; correlationId?: string; ambient?: string }> = [];
    const options = serviceOptions(database.url, schema);
    const migrated = await migratedService(database.url, schema);
    await migrated.destroy();

    @Module({
      imports: [
        TypeOrmModule.forRoot(options),
        EventsModule.forRootAsync({
          useFactory: () => ({
            config: {
              transport: { kind: 'postgres', databaseUrl: database.url },
              pollIntervalMs: 200,
              retry: fast,
            },
            group: 'svc-module',
            logger: silent,
            consumers: [
              onEvent(UserRegisteredEvent, async (user, envelope, manager) => {
                seen.push({ user, correlationId: envelope.correlationId, ambient: currentCorrelationId() });
                await applyToMembers(user, envelope, manager);
              }),
            ],
          }),
        }),
      ],
    })
    class ServiceModule {}

    const app = await within(
      'starting the app',
      NestFactory.createApplicationContext(ServiceModule, { logger: false }),
    );
    try {
      const dataSource = app.get<DataSource>(getDataSourceToken());
      const outbox = app.get(OutboxWriter);
      await dataSource.transaction(async (manager) => {
        await manager.insert(Member, { userId: 'user-nest', fullName: 'Before' });
        await outbox.add(manager, UserRegisteredEvent, registered('user-nest', 'Via Nest'), {
          key: 'user-nest',
          correlationId: 'corr-nest-0001',
        });
      });

      // A new group starts at the beginning of the topic: earlier tests' events come first.
      await waitFor('the consumer', () => seen.some((s) => s.user.userId === 'user-nest'));
      const mine = seen.filter((s) => s.user.userId === 'user-nest');
      expect(mine).toHaveLength(1);
      expect(mine[0].user.fullName).toBe('Via Nest');
      expect(mine[0].correlationId).toBe('corr-nest-0001');
      expect(mine[0].ambient).toBe('corr-nest-0001');
      await waitFor('the effect to commit', async () => (await timesApplied(dataSource, 'user-nest')) === 1);
      expect(await app.get(OutboxRelay).backlog()).toBe(0);
    } finally {
      await within('closing the app', app.close());
    }
  });
});
