// Where the production profile's engines are and with which credentials, read the way infra/production/prod.mjs
// writes them (<data>/run/config.json, <data>/secrets.json), and the backup's manifest.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROSTER = JSON.parse(readFileSync(join(ROOT, 'services', 'roster.json'), 'utf8')).services;

/** The connections of a profile, from its configuration and secrets (the shapes prod.mjs keeps). */
export function connectionsOf(cfg, secrets) {
  return {
    dataDir: cfg.dataDir,
    adminUrl: `postgres://postgres:${encodeURIComponent(secrets.postgresAdminPassword)}@127.0.0.1:${cfg.postgresPort}/village`,
    schemas: ROSTER.map((service) => service.schema),
    kafkaBrokers: [`127.0.0.1:${cfg.kafkaPort}`],
    s3: {
      endpoint: `http://127.0.0.1:${cfg.s3Port}`,
      accessKey: secrets.s3AccessKey,
      secretKey: secrets.s3SecretKey,
      region: 'us-east-1',
    },
  };
}

export function runningProfile() {
  const dataDir = resolve(process.env.PROD_DATA_DIR || join(ROOT, '.cache', 'production'));
  const config = join(dataDir, 'run', 'config.json');
  const secrets = join(dataDir, 'secrets.json');
  if (!existsSync(config) || !existsSync(secrets)) {
    throw new Error(`no production profile in ${dataDir} (run/config.json, secrets.json): set PROD_DATA_DIR`);
  }
  return connectionsOf(JSON.parse(readFileSync(config, 'utf8')), JSON.parse(readFileSync(secrets, 'utf8')));
}

export function readManifest(dir) {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: not a backup`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (manifest.format !== 1) throw new Error(`${file}: unknown backup format ${manifest.format}`);
  return manifest;
}

async function sha256Of(file) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Every table file and object of the backup against the manifest's size and sha256; the number of files checked. */
export async function verifyFiles(dir, manifest) {
  const expected = [
    ...manifest.database.tables.map((t) => [join(dir, 'database', t.file), t.bytes, t.sha256]),
    ...manifest.objects.flatMap(({ bucket, objects }) =>
      objects.map((o) => [join(dir, 'objects', bucket, ...o.key.split('/')), o.size, o.sha256]),
    ),
  ];
  for (const [file, bytes, sha256] of expected) {
    if (!existsSync(file)) throw new Error(`${file} is missing`);
    const actual = await sha256Of(file);
    if (actual.bytes !== bytes || actual.sha256 !== sha256) throw new Error(`${file} does not match the manifest`);
  }
  return expected.length;
}
