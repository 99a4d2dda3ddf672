import {
  Column,
  DataSource,
  Entity,
  PrimaryColumn,
  type DataSourceOptions,
  type EntityManager,
  type MigrationInterface,
  type NamingStrategyInterface,
  type QueryRunner,
} from 'typeorm';
import { timestampFromDate, type UserRegistered, UserRegisteredEvent } from '@village/proto';
import { SnakeNamingStrategy } from '../../src/database/snake-naming.strategy';
import { EVENT_ENTITIES } from '../../src/events/event-entities';
import type { EventEnvelope } from '../../src/events/event-envelope';
import {
  addOutboxTraceParent,
  createKitTables,
  dropKitTables,
  dropOutboxTraceParent,
} from '../../src/events/kit-tables.migration';
import type { OutboxWriter } from '../../src/events/outbox.writer';

/*
 * A miniature service for the outbox and consumer specs: its own schema, the
 * kit tables created by its first migration, and a `members` projection that
 * consumers of UserRegistered maintain.
 */

/** A service's own table: a member's profile projection, the effect our consumers apply. */
@Entity({ name: 'members' })
export class Member {
  @PrimaryColumn({ type: 'text', name: 'user_id', primaryKeyConstraintName: 'members_pkey' })
  userId!: string;

  @Column({ type: 'text', name: 'full_name' })
  fullName!: string;

  @Column({ type: 'integer', name: 'times_applied', default: 0 })
  timesApplied!: number;
}

/** A service's first migration, as services write it: the kit tables, then its own. */
export function firstMigration(schema: string): new () => MigrationInterface {
  return class Init1763740000001 implements MigrationInterface {
    name = 'Init1763740000001';
    async up(queryRunner: QueryRunner) {
      await createKitTables(queryRunner, schema);
      await queryRunner.query(
        `CREATE TABLE "${schema}"."members" ("user_id" text NOT NULL, "full_name" text NOT NULL,
         "times_applied" integer NOT NULL DEFAULT 0, CONSTRAINT "members_pkey" PRIMARY KEY ("user_id"))`,
      );
    }
    async down(queryRunner: QueryRunner) {
      await queryRunner.query(`DROP TABLE "${schema}"."members"`);
      await dropKitTables(queryRunner, schema);
    }
  };
}

/** The migration every service added after its first (ADR 037): the outbox keeps the writer's trace context. */
export function traceParentMigration(schema: string): new () => MigrationInterface {
  return class OutboxTraceParent1799300140000 implements MigrationInterface {
    name = 'OutboxTraceParent1799300140000';
    async up(queryRunner: QueryRunner) {
      await addOutboxTraceParent(queryRunner, schema);
    }
    async down(queryRunner: QueryRunner) {
      await dropOutboxTraceParent(queryRunner, schema);
    }
  };
}

export function serviceOptions(
  url: string,
  schema: string,
  namingStrategy: NamingStrategyInterface = new SnakeNamingStrategy(),
) {
  return {
    type: 'postgres',
    url,
    schema,
    entities: [...EVENT_ENTITIES, Member],
    migrations: [firstMigration(schema), traceParentMigration(schema)],
    migrationsTableName: 'migrations',
    synchronize: false,
    namingStrategy,
    extra: { max: 5 },
  } satisfies DataSourceOptions;
}

export async function migratedService(url: string, schema: string): Promise<DataSource> {
  const dataSource = new DataSource(serviceOptions(url, schema));
  await dataSource.initialize();
  await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  await dataSource.runMigrations();
  return dataSource;
}

export const registered = (userId: string, fullName: string) => ({
  userId,
  fullName,
  email: `${userId}@example.org`,
  city: 'Leeds',
  postcode: 'LS1 4AP',
  country: 'United Kingdom',
  isSingleParent: true,
  registeredAt: timestampFromDate(new Date('2025-11-21T10:00:00Z')),
});

export async function addInTransaction(dataSource: DataSource, writer: OutboxWriter, userId: string, fullName: string) {
  return dataSource.transaction((manager) =>
    writer.add(manager, UserRegisteredEvent, registered(userId, fullName), { key: userId }),
  );
}

export async function applyToMembers(
  user: UserRegistered,
  _envelope: EventEnvelope,
  manager: EntityManager,
): Promise<void> {
  // Raw SQL must name the service's schema (TypeORM's `schema` option does not set search_path).
  const table = manager.connection.getMetadata(Member).tablePath;
  await manager.query(
    `INSERT INTO ${table} AS m (user_id, full_name, times_applied) VALUES ($1, $2, 1)
     ON CONFLICT (user_id) DO UPDATE SET full_name = EXCLUDED.full_name, times_applied = m.times_applied + 1`,
    [user.userId, user.fullName],
  );
}

export async function timesApplied(dataSource: DataSource, userId: string): Promise<number> {
  const rows: Array<{ times_applied: number }> = await dataSource.query(
    `SELECT times_applied FROM "${dataSource.getMetadata(Member).schema}"."members" WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.times_applied ?? 0;
}
