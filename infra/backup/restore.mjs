// Restores a backup (backup.mjs) into a new profile's empty servers; called by `prod.mjs up` with PROD_RESTORE_FROM,
// after provisioning and the services' migrations and before any service starts: the files are checked against the
// manifest, the database is loaded (refused when the migrations differ), the Kafka records are re-published into
// the empty broker and the objects uploaded into the empty object store.
import { restoreDatabase } from './database.mjs';
import { kafkaClient, restoreRecords } from './events.mjs';
import { objectStore, restoreObjects } from './objects.mjs';
import { readManifest, verifyFiles } from './profile.mjs';

export async function restore(dir, connections, say) {
  const manifest = readManifest(dir);
  const files = await verifyFiles(dir, manifest);
  say(`restore: ${files} files of the backup taken ${manifest.takenAt} match its manifest`);
  const database = await restoreDatabase(connections.adminUrl, dir, manifest.database);
  say(`restore: ${database.rows} rows into ${database.tables} tables, ${database.sequences} sequences set`);
  const events = await restoreRecords(kafkaClient(connections.kafkaBrokers, 'village-restore'), dir, manifest.events);
  say(`restore: ${events.records} Kafka records re-published into ${events.topics} topics`);
  const objects = await restoreObjects(objectStore(connections.s3), dir, manifest.objects, connections.s3.region);
  say(`restore: ${objects.objects} objects (${objects.bytes} bytes) into ${objects.buckets} buckets`);
}
