#!/usr/bin/env node
// Validates skaffold.yaml: every document against skaffold's published JSON schema of the pinned version (its
// apiVersion must be that schema's), then Village's wiring: each artifact's Dockerfile and WORKSPACE exist, every
// image the chart deploys (the seven services and the gateway) is built and wired into the Helm values with
// setValueTemplates (repository and tag), and every referenced file exists.
// Usage: node infra/validate/skaffold.mjs <schema.json> <apiVersion> [skaffold.yaml]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import { parseAllDocuments } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const [schemaPath, apiVersion, file = join(root, 'skaffold.yaml')] = process.argv.slice(2);
if (!schemaPath || !apiVersion) {
  console.error('usage: skaffold.mjs <schema.json> <apiVersion> [skaffold.yaml]');
  process.exit(2);
}
const SERVICES = JSON.parse(readFileSync(join(root, 'services/roster.json'), 'utf8')).services.map(
  (service) => service.name,
);
const problems = [];
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));
const configs = parseAllDocuments(readFileSync(file, 'utf8')).map((document) => document.toJS());

const names = new Set(configs.map((config) => config?.metadata?.name));
for (const [index, config] of configs.entries()) {
  const label = `document ${index + 1} (${config?.metadata?.name ?? 'unnamed'})`;
  if (config?.apiVersion !== apiVersion)
    problems.push(`${label}: apiVersion ${config?.apiVersion}, expected ${apiVersion}`);
  if (!validate(config)) {
    for (const error of validate.errors)
      problems.push(`${label}: schema: ${error.instancePath || '/'} ${error.message}`);
  }
  for (const required of config?.requires ?? []) {
    for (const name of required.configs ?? [])
      if (!names.has(name)) problems.push(`${label}: requires unknown config ${name}`);
  }
  for (const path of config?.manifests?.rawYaml ?? [])
    if (!existsSync(join(root, path))) problems.push(`${label}: ${path} is missing`);
}

const built = new Map();
for (const config of configs) {
  for (const artifact of config?.build?.artifacts ?? []) {
    built.set(artifact.image, artifact);
    const dockerfile = join(root, artifact.context ?? '.', artifact.docker?.dockerfile ?? 'Dockerfile');
    if (!existsSync(dockerfile)) problems.push(`${artifact.image}: ${artifact.docker?.dockerfile} is missing`);
    const workspace = artifact.docker?.buildArgs?.WORKSPACE;
    if (workspace && !existsSync(join(root, workspace, 'package.json')))
      problems.push(`${artifact.image}: no workspace ${workspace}`);
  }
}
for (const image of [...SERVICES.map((s) => `village/${s}`), 'village/gateway', 'village/web']) {
  if (!built.has(image)) problems.push(`${image} is not built`);
}

const releases = configs.flatMap((config) => config?.deploy?.helm?.releases ?? []);
const release = releases.find((r) => r.chartPath === 'charts/village');
if (!release) problems.push('no Helm release of charts/village');
else {
  for (const path of release.valuesFiles ?? [])
    if (!existsSync(join(root, path))) problems.push(`values file ${path} is missing`);
  const templates = release.setValueTemplates ?? {};
  const key = (image) => image.replace(/[^A-Za-z0-9]/g, '_');
  const wired = [...SERVICES.map((s) => [`services.${s}.image`, `village/${s}`]), ['gateway.image', 'village/gateway']];
  for (const [path, image] of wired) {
    if (templates[`${path}.repository`] !== `{{.IMAGE_REPO_${key(image)}}}`)
      problems.push(`${path}.repository is not wired to ${image}`);
    if (!String(templates[`${path}.tag`] ?? '').startsWith(`{{.IMAGE_TAG_${key(image)}}}`))
      problems.push(`${path}.tag is not wired to ${image}`);
  }
}

if (problems.length > 0) {
  console.error(`skaffold.yaml: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `skaffold.yaml: ${configs.length} configs valid against the ${apiVersion} schema; ${built.size} images built, ` +
    `every chart image wired with setValueTemplates`,
);
