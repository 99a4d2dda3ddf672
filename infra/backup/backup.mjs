#!/usr/bin/env node
// Backup and restore of the production profile (infra/production), ADR 041, runbook "Backups and restore".
//
//   node infra/backup/backup.mjs backup <dir>    the running profile's database, buckets and unconsumed Kafka records
//   node infra/backup/backup.mjs verify <dir>    the backup's files against its manifest (sizes, sha256)
//
// Restore is a start of a new, empty profile on the backup: `PROD_RESTORE_FROM=<dir> node infra/production/prod.mjs up`
// (restore.mjs, between the migrations and the services' start), with the source's secrets.json in its data folder.
// The profile is found as prod.mjs finds it: PROD_DATA_DIR (<repo>/.cache/production), its run/config.json and
// secrets.json.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupDatabase, presentSchemas } from './database.mjs';
import { backupRecords, committedOffsets, kafkaClient } from './events.mjs';
import { backupObjects, objectStore } from './objects.mjs';
import { readManifest, runningProfile, verifyFiles } from './profile.mjs';

const say = (message) => process.stdout.write(`[backup] ${message}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function backup(target) {
  if (!target) throw new Error('usage: backup.mjs backup <dir>');
  const dir = resolve(target);
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const profile = runningProfile();
  const started = Date.now();
  const timings = {};
  const step = async (name, work) => {
    const from = Date.now();
    const result = await work();
    timings[name] = Date.now() - from;
    return result;
  };
  const kafka = kafkaClient(profile.kafkaBrokers, 'village-backup');
  // Offsets first, then the snapshot, then the records: see ADR 041.
  const offsets = await step('kafkaOffsets', () => committedOffsets(kafka));
  const schemas = await presentSchemas(profile.adminUrl, profile.schemas);
  const database = await step('database', () => backupDatabase(profile.adminUrl, schemas, dir));
  const events = await step('kafkaRecords', () => backupRecords(kafka, offsets, dir));
  const objects = await step('objects', () => backupObjects(objectStore(profile.s3), dir));
  timings.total = Date.now() - started;
  const manifest = { format: 1, takenAt: new Date().toISOString(), database, offsets, events, objects, timings };
  writeFileSync(resolve(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const rows = database.tables.reduce((sum, table) => sum + table.rows, 0);
  const dbBytes = database.tables.reduce((sum, table) => sum + table.bytes, 0);
  const records = events.reduce((sum, topic) => sum + topic.records, 0);
  const objectList = objects.flatMap((bucket) => bucket.objects);
  const objectBytes = objectList.reduce((sum, object) => sum + object.size, 0);
  say(
    `database: ${schemas.length} schemas, ${database.tables.length} tables, ${rows} rows, ${dbBytes} bytes in ${seconds(timings.database)}`,
  );
  say(
    `kafka: offsets of ${Object.keys(offsets).length} topics in ${seconds(timings.kafkaOffsets)}; ${records} records in ${seconds(timings.kafkaRecords)}`,
  );
  say(
    `objects: ${objects.length} buckets, ${objectList.length} objects, ${objectBytes} bytes in ${seconds(timings.objects)}`,
  );
  say(`backup of ${profile.dataDir} into ${dir} in ${seconds(timings.total)}`);
}

async function verify(target) {
  if (!target) throw new Error('usage: backup.mjs verify <dir>');
  const dir = resolve(target);
  const checked = await verifyFiles(dir, readManifest(dir));
  say(`${dir}: ${checked} files match the manifest`);
}

const commands = { backup, verify };
const command = commands[process.argv[2]];
if (!command) {
  process.stderr.write('usage: node infra/backup/backup.mjs backup|verify <dir>\n');
  process.exit(2);
}
command(process.argv[3]).catch((error) => {
  process.stderr.write(`[backup] failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
