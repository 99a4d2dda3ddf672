#!/usr/bin/env node
// Writes a TypeORM migration with the SQL that brings a service's schema in line with its entities
// (what `typeorm migration:generate` does), using a scratch embedded PostgreSQL.
// Usage: npm run build:server && node scripts/generate-migration.mjs <service> <MigrationName>
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../infra/dist/embedded-postgres.js';

const [service, name] = process.argv.slice(2);
if (!service || !/^[A-Z][A-Za-z]+$/.test(name ?? '')) {
  process.stderr.write('usage: node scripts/generate-migration.mjs <service> <PascalCaseName>\n');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const kit = require('../services/kit/dist/src/index.js');
const definition = require(`../services/${service}/dist/src/${service}.service.js`)[`${service}Service`];
const { DataSource } = require('typeorm');

const dataDir = join('.cache', 'migration-postgres');
await rm(dataDir, { recursive: true, force: true });
const postgres = await startEmbeddedPostgres({ dataDir, port: 54349, password: 'scratch', fsyncOff: true });
try {
  const options = kit.serviceDataSourceOptionsOf(definition, postgres.adminUrl());
  await kit.runMigrations(options);
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  const sql = await dataSource.driver.createSchemaBuilder().log();
  await dataSource.destroy();
  if (sql.upQueries.length === 0) {
    process.stdout.write(`${service}: entities and migrations agree; nothing to generate\n`);
  } else {
    const timestamp = Date.now();
    const line = (query) =>
      `    await queryRunner.query(${JSON.stringify(query.query)}${query.parameters?.length ? `, ${JSON.stringify(query.parameters)}` : ''});`;
    const file = join(
      'services',
      service,
      'migrations',
      `${timestamp}-${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.ts`,
    );
    await writeFile(
      file,
      `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  async up(queryRunner: QueryRunner): Promise<void> {
${sql.upQueries.map(line).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${sql.downQueries.reverse().map(line).join('\n')}
  }
}
`,
    );
    process.stdout.write(`wrote ${file}; add it to ${service}Migrations in services/${service}/migrations/index.ts\n`);
  }
} finally {
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
