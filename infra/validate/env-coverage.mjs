#!/usr/bin/env node
// Checks that the rendered chart gives every process the environment its own schema demands (the env schemas are
// the source of truth for configuration; see services/kit/src/config/env.ts, services/*/src/env.ts,
// gateway/src/env.ts). Needs the compiled schemas: run `npx tsc -b tsconfig.build.json` first.
//
// For each service Deployment and the gateway's:
//   - every key the schema requires (no default, not optional) is set, by value or valueFrom;
//   - the environment passes the real schema (secret references stand in with well-formed samples), and the
//     services' event settings pass the kit's eventsConfigFromEnv;
//   - PORT is the container's port; no variable is set twice;
//   - the gateway reaches every subgraph of the supergraph (SUBGRAPH_<NAME>_URL → a rendered Service and port),
//     IDENTITY_URL and MEDIA_URL name rendered Services; the supergraph is the one baked into the gateway's image
//     (gateway/supergraph.graphql): SUPERGRAPH_PATH is not set and no ConfigMap carries a supergraph;
//   - JWKS_URL names the identity Service.
// For the migrations: per service a pre-install,pre-upgrade hook Job (`--phase pre`) and a post-install,post-upgrade
// one (`--phase post`), each named after the release revision, deleted only once it succeeded, with the migrator's
// MIGRATION_DATABASE_URL or the service's own DATABASE_URL secret; the event log's Job first when the Postgres log is
// the transport; the gateway's Job when it shares its rate limits (each with its migrator's URL or its runtime one).
//
// Usage: node infra/validate/env-coverage.mjs <rendered.yaml>...
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(join(root, 'package.json'));
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: env-coverage.mjs <rendered.yaml>...');
  process.exit(2);
}

function load(path) {
  try {
    return require(path);
  } catch (error) {
    console.error(`cannot load ${path.replace(`${root}/`, '')}: ${error.message}\nrun: npx tsc -b tsconfig.build.json`);
    process.exit(1);
  }
}
const { eventsConfigFromEnv } = load(join(root, 'services/kit/dist/src/events/events.config.js'));
const { gatewayEnvSchema } = load(join(root, 'gateway/dist/src/env.js'));

const SERVICES = JSON.parse(readFileSync(join(root, 'services/roster.json'), 'utf8')).services.map(({ name }) => name);

/** The schema a service validates its environment with: `env` of its declaration (`src/<name>.service.ts`). */
function serviceSchema(name) {
  const declaration = load(join(root, 'services', name, `dist/src/${name}.service.js`))[`${name}Service`];
  if (!declaration?.env) throw new Error(`services/${name}: ${name}Service (src/${name}.service.ts) declares no env`);
  return { schema: declaration.env, source: `services/${name} ${name}Service.env` };
}

/** Keys without a default that are not optional: the schema rejects their absence. */
function requiredKeys(schema) {
  return Object.entries(schema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

const SAMPLES = {
  DATABASE_URL: 'postgres://role:secret@postgres.example.test:5432/village',
  EVENT_LOG_DATABASE_URL: 'postgres://eventlog:secret@postgres.example.test:5432/village',
  RATE_LIMIT_DATABASE_URL: 'postgres://gateway:secret@postgres.example.test:5432/village',
  JWT_PRIVATE_KEY:
    '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA\n-----END PRIVATE KEY-----\n',
  BOOTSTRAP_ADMIN_EMAIL: 'admin@example.test',
  BOOTSTRAP_ADMIN_PASSWORD: 'a-long-sample-password',
  SMTP_URL: 'smtp://user:secret@smtp.example.test:587',
  MFA_ENCRYPTION_KEY: 'c2FtcGxlLW1mYS1lbmNyeXB0aW9uLWtleS0zMmJ5dGU=',
  MFA_ENCRYPTION_PREVIOUS_KEYS: 'cHJldmlvdXMtbWZhLWVuY3J5cHRpb24ta2V5LTMyYnk=',
  EXTERNAL_SIGN_IN_KEY: 'c2FtcGxlLWV4dGVybmFsLXNpZ24taW4ta2V5LTMyYnk=',
  PRE_EMPTIVE_BLOCK_KEY: 'c2FtcGxlLXByZS1lbXB0aXZlLWJsb2NrLWtleS0zMmI=',
  SOCIAL_TOKEN_KEY: 'c2FtcGxlLXNvY2lhbC10b2tlbi1rZXktMzItYnl0ZXM=',
};
const sampleFor = (name) => SAMPLES[name] ?? `sample-secret-value-for-${name.toLowerCase()}-0123456789`;

const documents = files.flatMap((file) =>
  parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => document.toJS())
    .filter(Boolean)
    .map((manifest) => ({ ...manifest, file })),
);
const problems = [];
const report = [];

for (const file of files) {
  const mine = documents.filter((d) => d.file === file);
  const byKind = (kind) => mine.filter((d) => d.kind === kind);
  const component = (d) => d.metadata?.labels?.['app.kubernetes.io/component'];
  const services = new Map(byKind('Service').map((s) => [s.metadata.name, s]));
  const deployments = byKind('Deployment');
  const jobs = byKind('Job');
  const where = file.replace(`${root}/`, '');

  const containerOf = (workload) => workload.spec.template.spec.containers[0];
  function envOf(workload, label) {
    const container = containerOf(workload);
    if (container.envFrom?.length) problems.push(`${label}: envFrom hides which variables are set; list them in env`);
    const env = {};
    const seen = new Set();
    for (const entry of container.env ?? []) {
      if (seen.has(entry.name)) problems.push(`${label}: ${entry.name} is set twice`);
      seen.add(entry.name);
      if (entry.valueFrom?.secretKeyRef || entry.valueFrom?.configMapKeyRef) env[entry.name] = sampleFor(entry.name);
      else if (entry.valueFrom) env[entry.name] = 'from-field';
      else env[entry.name] = String(entry.value ?? '');
    }
    return { env, container };
  }
  function checkSchema(label, schema, env) {
    const missing = requiredKeys(schema).filter((key) => !(key in env));
    for (const key of missing) problems.push(`${label}: ${key} is required by its env schema but not set`);
    const result = schema.safeParse(env);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${label}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
      return undefined;
    }
    return result.data;
  }
  function serviceUrl(label, variable, url, expectedPath) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`${label}: ${variable} is not a URL: ${url}`);
      return undefined;
    }
    const service = services.get(parsed.hostname);
    if (!service) {
      problems.push(`${label}: ${variable} points at ${parsed.hostname}, which is no Service of the chart`);
      return undefined;
    }
    const port = Number(parsed.port || 80);
    if (!service.spec.ports.some((p) => p.port === port)) {
      problems.push(`${label}: ${variable} uses port ${port}, which Service ${parsed.hostname} does not expose`);
    }
    if (expectedPath !== undefined && parsed.pathname !== expectedPath) {
      problems.push(`${label}: ${variable} path is ${parsed.pathname}, expected ${expectedPath}`);
    }
    return service;
  }
  function checkPort(label, env, container) {
    const port = container.ports?.find((p) => p.name === 'http')?.containerPort;
    if (String(port) !== env.PORT) problems.push(`${label}: PORT ${env.PORT} is not the container's http port ${port}`);
  }

  // Services.
  for (const name of SERVICES) {
    const label = `${where}: ${name}`;
    const deployment = deployments.find((d) => component(d) === name);
    if (!deployment) {
      problems.push(`${label}: no Deployment`);
      continue;
    }
    const { schema, source } = serviceSchema(name);
    const { env, container } = envOf(deployment, label);
    checkPort(label, env, container);
    const parsed = checkSchema(label, schema, env);
    if (parsed) {
      try {
        eventsConfigFromEnv(parsed);
      } catch (error) {
        problems.push(`${label}: events: ${error.message}`);
      }
    }
    if (env.JWKS_URL) {
      const identity = serviceUrl(label, 'JWKS_URL', env.JWKS_URL, '/.well-known/jwks.json');
      if (identity && component(identity) !== 'identity')
        problems.push(`${label}: JWKS_URL does not name identity's Service`);
    }
    const databaseSecret = containerOf(deployment).env.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef;
    if (!databaseSecret) problems.push(`${label}: DATABASE_URL must come from a Secret`);
    const serviceJobs = jobs.filter((j) => component(j) === `migrate-${name}`);
    for (const [phase, hook] of [
      ['pre', 'pre-install,pre-upgrade'],
      ['post', 'post-install,post-upgrade'],
    ]) {
      const job = serviceJobs.find((j) => j.metadata.labels?.['village/migration-phase'] === phase);
      if (!job) {
        problems.push(`${label}: no ${phase}-deploy migration Job`);
        continue;
      }
      const jobLabel = `${label}: its ${phase}-deploy migration Job`;
      const jobEnv = containerOf(job).env ?? [];
      // The migrator's own URL, or (one role) the service's DATABASE_URL: never a third database.
      const migratorSecret = jobEnv.find((e) => e.name === 'MIGRATION_DATABASE_URL')?.valueFrom?.secretKeyRef;
      const jobSecret = jobEnv.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef;
      if (!migratorSecret && !jobSecret)
        problems.push(`${jobLabel} has no MIGRATION_DATABASE_URL nor DATABASE_URL from a Secret`);
      else if (
        !migratorSecret &&
        databaseSecret &&
        (jobSecret.name !== databaseSecret.name || jobSecret.key !== databaseSecret.key)
      ) {
        problems.push(`${jobLabel}: DATABASE_URL (${jobSecret.name}/${jobSecret.key}) is not the service's`);
      }
      const annotations = job.metadata.annotations ?? {};
      if (annotations['helm.sh/hook'] !== hook) problems.push(`${jobLabel} must be a ${hook} hook`);
      // Deleting a Job before creating the next one would kill a migration still running after a timed-out upgrade.
      if (annotations['helm.sh/hook-delete-policy'] !== 'hook-succeeded') {
        problems.push(`${jobLabel} must be deleted only once it succeeded (hook-delete-policy hook-succeeded)`);
      }
      if (!/-r[0-9]+$/.test(job.metadata.name)) problems.push(`${jobLabel} is not named after the release revision`);
      if (!(job.spec.ttlSecondsAfterFinished >= 0)) problems.push(`${jobLabel} has no ttlSecondsAfterFinished`);
      const command = (containerOf(job).command ?? []).join(' ');
      if (!command.endsWith(`dist/src/migrate.js --phase ${phase}`)) problems.push(`${jobLabel} runs "${command}"`);
      const jobNames = new Set(jobEnv.map((e) => e.name));
      for (const setting of ['MIGRATION_LOCK_TIMEOUT', 'MIGRATION_STATEMENT_TIMEOUT']) {
        if (!jobNames.has(setting)) problems.push(`${jobLabel} has no ${setting}`);
      }
    }
    report.push(`${name} (${source}: ${requiredKeys(schema).join(', ')})`);
  }

  // The event log's migration, when the Postgres log is the transport.
  const usesPostgresLog = deployments.some((d) =>
    (containerOf(d).env ?? []).some((e) => e.name === 'EVENT_LOG_DATABASE_URL'),
  );
  const eventlog = jobs.find((j) => component(j) === 'migrate-eventlog');
  if (usesPostgresLog) {
    if (!eventlog) problems.push(`${where}: the services use the Postgres event log but no migrate-eventlog Job runs`);
    else {
      // Its migrator's URL (events.postgresLog.migratorSecret), or the log's own where one role does both.
      const jobEnv = containerOf(eventlog).env ?? [];
      const fromSecret = (name) => jobEnv.find((e) => e.name === name)?.valueFrom?.secretKeyRef;
      if (!fromSecret('MIGRATION_DATABASE_URL') && !fromSecret('DATABASE_URL'))
        problems.push(
          `${where}: the migrate-eventlog Job has no MIGRATION_DATABASE_URL nor DATABASE_URL from a Secret`,
        );
      const weight = Number(eventlog.metadata.annotations?.['helm.sh/hook-weight'] ?? 0);
      for (const job of jobs.filter((j) => j !== eventlog)) {
        if (Number(job.metadata.annotations?.['helm.sh/hook-weight'] ?? 0) <= weight) {
          problems.push(`${where}: ${job.metadata.name} must run after the event log's migration (higher hook-weight)`);
        }
      }
      report.push(
        `eventlog migration (${fromSecret('MIGRATION_DATABASE_URL') ? 'MIGRATION_DATABASE_URL' : 'DATABASE_URL'}, first)`,
      );
    }
  } else if (eventlog) {
    problems.push(`${where}: a migrate-eventlog Job runs although no service uses the Postgres event log`);
  }

  // The gateway.
  const gateway = deployments.find((d) => component(d) === 'gateway');
  if (!gateway) {
    problems.push(`${where}: no gateway Deployment`);
  } else {
    const label = `${where}: gateway`;
    const { env, container } = envOf(gateway, label);
    checkPort(label, env, container);
    checkSchema(label, gatewayEnvSchema, env);
    serviceUrl(label, 'IDENTITY_URL', env.IDENTITY_URL ?? '');
    serviceUrl(label, 'MEDIA_URL', env.MEDIA_URL ?? '');
    const rateLimitSecret = containerOf(gateway).env.find((e) => e.name === 'RATE_LIMIT_DATABASE_URL')?.valueFrom
      ?.secretKeyRef;
    if (env.RATE_LIMIT_DATABASE_URL !== undefined) {
      const job = jobs.find((j) => component(j) === 'migrate-gateway');
      const jobEnv = (job && containerOf(job).env) ?? [];
      const jobSecret = jobEnv.find((e) => e.name === 'RATE_LIMIT_DATABASE_URL')?.valueFrom?.secretKeyRef;
      // The gateway_migrator's URL (sharedRateLimits.migratorSecret), or the pods' own where one role does both.
      const migratorSecret = jobEnv.find((e) => e.name === 'MIGRATION_DATABASE_URL')?.valueFrom?.secretKeyRef;
      if (!rateLimitSecret) problems.push(`${label}: RATE_LIMIT_DATABASE_URL must come from a Secret`);
      else if (!job) problems.push(`${label}: shares its rate limits but no migrate-gateway Job creates their table`);
      else if (!migratorSecret && (jobSecret?.name !== rateLimitSecret.name || jobSecret?.key !== rateLimitSecret.key))
        problems.push(
          `${label}: the migrate-gateway Job has no MIGRATION_DATABASE_URL and its RATE_LIMIT_DATABASE_URL is not the gateway's`,
        );
      else if (job) {
        const names = new Set(jobEnv.map((e) => e.name));
        for (const setting of ['MIGRATION_LOCK_TIMEOUT', 'MIGRATION_STATEMENT_TIMEOUT'])
          if (!names.has(setting)) problems.push(`${label}: the migrate-gateway Job has no ${setting}`);
      }
    }
    if (env.SUPERGRAPH_PATH !== undefined)
      problems.push(`${label}: SUPERGRAPH_PATH is set: the gateway must use the supergraph built into its image`);
    if (byKind('ConfigMap').some((c) => c.data?.['supergraph.graphql']))
      problems.push(`${where}: a ConfigMap carries a supergraph, which could drift from the gateway image's`);
    const supergraph = readFileSync(join(root, 'gateway/supergraph.graphql'), 'utf8');
    const graphs = [...supergraph.matchAll(/@join__graph\(name: "([^"]+)", url: "([^"]+)"\)/g)].map((m) => m[1]);
    if (graphs.length === 0) problems.push(`${label}: gateway/supergraph.graphql names no subgraph`);
    for (const graph of graphs) {
      const variable = `SUBGRAPH_${graph.toUpperCase()}_URL`;
      if (!env[variable])
        problems.push(`${label}: ${variable} is not set (the supergraph routes ${graph} to its own default URL)`);
      else {
        const service = serviceUrl(label, variable, env[variable], '/graphql');
        if (service && component(service) !== graph)
          problems.push(`${label}: ${variable} names ${service.metadata.name}`);
      }
    }
    report.push(
      `gateway (gatewayEnvSchema: ${requiredKeys(gatewayEnvSchema).join(', ')}; ${graphs.length} subgraphs routed)`,
    );
  }
}

if (problems.length > 0) {
  console.error(`env coverage: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`env coverage: ok in ${files.length} rendering(s)`);
for (const line of [...new Set(report)]) console.log(`  - ${line}`);
