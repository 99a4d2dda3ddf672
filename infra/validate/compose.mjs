#!/usr/bin/env node
// Validates docker-compose.yml: the Compose Specification's JSON schema (after YAML merge keys and interpolation,
// as Compose does), then Village's own rules: every image pinned (no `latest`, no bare name), every depends_on
// target exists, every secret-like variable required with `${VAR:?message}`, every service migrated first and
// health-checked. Usage: node infra/validate/compose.mjs <compose-spec.json> [docker-compose.yml]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const [schemaPath, composePath = resolve(import.meta.dirname, '../../docker-compose.yml')] = process.argv.slice(2);
if (!schemaPath) {
  console.error('usage: compose.mjs <compose-spec.json> [docker-compose.yml]');
  process.exit(2);
}
const SERVICES = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../services/roster.json'), 'utf8'),
).services.map((service) => service.name);
const SECRET = /PASSWORD|SECRET|PRIVATE_KEY|ACCESS_KEY|TOKEN/;
const problems = [];
const text = readFileSync(composePath, 'utf8');

// Interpolation as Compose does it: $$ escapes, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message}, ${VAR?message}.
const variables = new Map();
function interpolate(value, where) {
  if (typeof value !== 'string') return value;
  return value.replace(/\$\$|\$\{([^}]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, braced, bare) => {
    if (match === '$$') return '$';
    if (bare) {
      problems.push(`${where}: use \${${bare}} rather than $${bare}`);
      return 'x';
    }
    const parsed = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])(.*))?$/s.exec(braced);
    if (!parsed) {
      problems.push(`${where}: malformed interpolation \${${braced}}`);
      return 'x';
    }
    const [, name, operator, argument] = parsed;
    variables.set(name, { operator, argument, where });
    if (SECRET.test(name) && !operator?.endsWith('?')) {
      problems.push(`${where}: secret \${${name}} must be required: \${${name}:?message}`);
    }
    if (operator?.endsWith('?') && !argument?.trim()) problems.push(`${where}: \${${name}:?} needs a message`);
    if (operator?.endsWith('-')) return argument;
    return `placeholder-${name.toLowerCase()}`;
  });
}
function interpolateTree(node, where) {
  if (Array.isArray(node)) return node.map((item, index) => interpolateTree(item, `${where}[${index}]`));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateTree(value, `${where}.${key}`)]),
    );
  }
  return interpolate(node, where);
}

const raw = parse(text, { merge: true });
const compose = interpolateTree(raw, 'compose');

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('duration', /^([0-9]+(\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$/);
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));
if (!validate(compose)) {
  for (const error of validate.errors) problems.push(`schema: ${error.instancePath || '/'} ${error.message}`);
}

const services = compose.services ?? {};
for (const [name, service] of Object.entries(services)) {
  const image = raw.services[name].image;
  if (!image) problems.push(`${name}: no image (a built service needs image: to name its tag)`);
  else if (!service.build && (!/:[^/]+$/.test(image) || /:latest$/.test(image))) {
    problems.push(`${name}: image ${image} is not pinned to a version tag`);
  }
  for (const dependency of Object.keys(service.depends_on ?? {})) {
    if (!services[dependency]) problems.push(`${name}: depends_on ${dependency}, which is not a service`);
  }
  if (service.restart !== 'no' && !service.healthcheck)
    problems.push(`${name}: a long-running service needs a healthcheck`);
}
for (const name of SERVICES) {
  const service = services[name];
  if (!service) {
    problems.push(`${name}: missing`);
    continue;
  }
  if (service.depends_on?.[`${name}-migrate`]?.condition !== 'service_completed_successfully') {
    problems.push(`${name}: must depend on ${name}-migrate with condition service_completed_successfully`);
  }
  const migrate = services[`${name}-migrate`];
  // The migration runs as the schema's owner, the service as its runtime role (docs/decisions/040).
  const migrationUrl = String(migrate?.environment?.MIGRATION_DATABASE_URL ?? '');
  if (!migrationUrl.startsWith(`postgres://${name}_migrator:`)) {
    problems.push(`${name}-migrate: MIGRATION_DATABASE_URL must connect as the ${name}_migrator role`);
  }
  if (migrate?.environment?.DATABASE_URL)
    problems.push(`${name}-migrate: must not get the runtime role's DATABASE_URL`);
  if (
    migrationUrl.replace(`${name}_migrator:`, '').split('@')[1] !==
    String(service.environment?.DATABASE_URL ?? '').split('@')[1]
  ) {
    problems.push(`${name}: the service and its migration must use the same database`);
  }
  if (!String(service.environment?.DATABASE_URL ?? '').startsWith(`postgres://${name}:`)) {
    problems.push(`${name}: DATABASE_URL must connect as the ${name} role`);
  }
  if (services.gateway?.depends_on?.[name]?.condition !== 'service_healthy') {
    problems.push(`gateway: must depend on ${name} with condition service_healthy`);
  }
}

const required = [...variables].filter(([, v]) => v.operator?.endsWith('?')).map(([name]) => name);
if (problems.length > 0) {
  console.error(`docker-compose.yml: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `docker-compose.yml: valid against the Compose Specification schema; ${Object.keys(services).length} services, ` +
    `${required.length} required variables (${required.join(', ')})`,
);
