#!/usr/bin/env node
// The chart's monitoring objects, which kubernetes-validate has no schema for (prometheus-operator CRDs):
//
//   node infra/validate/monitoring.mjs split <rendered.yaml> <core.yaml>
//     validates every monitoring.coreos.com object strictly (unknown fields fail) against the CRD schemas vendored in
//     infra/validate/crds/, and writes the other objects to <core.yaml> for kubernetes-validate;
//   node infra/validate/monitoring.mjs rules <rendered.yaml> <rules.yaml>
//     checks each alert (severity, summary, description, a runbook_url whose anchor is a heading of docs/runbook.md)
//     and writes the PrometheusRule's groups as a Prometheus rule file (for promtool check/test rules);
//   node infra/validate/monitoring.mjs dashboards <dashboard-queries.yaml>
//     checks charts/village/files/dashboards/*.json (Grafana schema 39+, a datasource variable, every panel on it
//     with at least one query) and writes every query, its variables replaced, as recording rules so promtool
//     parses the PromQL.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parseAllDocuments, stringify } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const crdDir = join(root, 'infra', 'validate', 'crds');
const dashboardDir = join(root, 'charts', 'village', 'files', 'dashboards');
const runbookPath = join(root, 'docs', 'runbook.md');
const MONITORING_GROUP = 'monitoring.coreos.com';
const SEVERITIES = new Set(['warning', 'critical']);
const MIN_DASHBOARD_SCHEMA = 39;

const problems = [];
const problem = (message) => problems.push(message);

function readManifests(file) {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS();
    })
    .filter((object) => object && typeof object === 'object');
}

// The API server prunes unknown fields; a strict client rejects them. Closing every object schema that lists its
// properties (and does not preserve unknown fields) makes the CRD schema reject them too.
function closeObjects(schema) {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const closed = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closeObjects(value)]));
  if (
    closed.properties &&
    closed.additionalProperties === undefined &&
    !closed['x-kubernetes-preserve-unknown-fields']
  ) {
    closed.additionalProperties = false;
  }
  return closed;
}

// The CRDs' patterns are Go (RE2) expressions; the one construct JavaScript lacks is a leading (?i) flag group.
function goRegExp(pattern, flags) {
  const caseless = pattern.replace(/^\^\(\?i\)/, '^').replace(/^\(\?i\)/, '');
  return new RegExp(caseless, caseless === pattern ? flags : `${flags}i`);
}

function crdValidators() {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, code: { regExp: goRegExp } });
  const validators = new Map();
  for (const file of readdirSync(crdDir).filter((name) => name.endsWith('.json'))) {
    const crd = JSON.parse(readFileSync(join(crdDir, file), 'utf8'));
    validators.set(`${crd.group}/${crd.version}:${crd.kind}`, ajv.compile(closeObjects(crd.schema)));
  }
  return validators;
}

function split(renderedFile, coreFile) {
  const validators = crdValidators();
  const core = [];
  const counts = {};
  for (const object of readManifests(renderedFile)) {
    if (!String(object.apiVersion).startsWith(`${MONITORING_GROUP}/`)) {
      core.push(object);
      continue;
    }
    const name = `${object.kind}/${object.metadata?.name}`;
    const validate = validators.get(`${object.apiVersion}:${object.kind}`);
    if (!validate) {
      problem(`${name}: no vendored schema for ${object.apiVersion} ${object.kind} (infra/validate/crds/)`);
      continue;
    }
    if (!validate(object)) {
      for (const error of validate.errors) {
        const detail = error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : '';
        problem(`${name}: ${error.instancePath || '/'} ${error.message}${detail}`);
      }
    }
    counts[object.kind] = (counts[object.kind] ?? 0) + 1;
  }
  const found = Object.keys(counts).length > 0;
  if (found || coreFile !== renderedFile) {
    // YAML 1.1 as kubernetes-validate (PyYAML) reads it: strings such as "off" stay quoted, not booleans.
    writeFileSync(coreFile, core.map((object) => `---\n${stringify(object, { version: '1.1' })}`).join(''));
  }
  const summary = Object.entries(counts).map(([kind, count]) => `${count} ${kind}`);
  if (!found) return `${renderedFile}: no monitoring objects`;
  return `${renderedFile}: ${summary.join(', ')} valid against the vendored CRD schemas, set aside`;
}

// GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as dashes.
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function runbookAnchors() {
  const headings = readFileSync(runbookPath, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

function rules(renderedFile, rulesFile) {
  const anchors = runbookAnchors();
  const ruleObjects = readManifests(renderedFile).filter((object) => object.kind === 'PrometheusRule');
  if (ruleObjects.length !== 1) {
    problem(`${renderedFile}: expected one PrometheusRule, found ${ruleObjects.length}`);
    return '';
  }
  const { groups } = ruleObjects[0].spec;
  const alerts = groups.flatMap((group) => group.rules.filter((rule) => rule.alert));
  for (const { alert, labels = {}, annotations = {} } of alerts) {
    if (!SEVERITIES.has(labels.severity)) problem(`${alert}: severity must be one of ${[...SEVERITIES].join(', ')}`);
    for (const key of ['summary', 'description', 'runbook_url']) {
      if (!annotations[key]) problem(`${alert}: no ${key} annotation`);
    }
    const anchor = String(annotations.runbook_url ?? '').split('#')[1];
    if (anchor !== alert.toLowerCase()) problem(`${alert}: runbook_url must end in #${alert.toLowerCase()}`);
    else if (!anchors.has(anchor))
      problem(`${alert}: docs/runbook.md has no heading "${alert}" (runbook_url #${anchor})`);
  }
  writeFileSync(rulesFile, stringify({ groups }));
  return `${renderedFile}: ${alerts.length} alerts in ${groups.length} groups, each with a runbook entry`;
}

// Stand-ins for the dashboards' template variables, so that the PromQL parses.
const VARIABLE_VALUES = { __rate_interval: '1m', __interval: '1m', __range: '1h' };

function dashboardQueries(dashboard) {
  const panels = (dashboard.panels ?? []).flatMap((panel) => (panel.type === 'row' ? (panel.panels ?? []) : [panel]));
  return panels.map((panel) => ({ panel, queries: (panel.targets ?? []).map((target) => target.expr) }));
}

function dashboards(queriesFile) {
  const files = readdirSync(dashboardDir).filter((name) => name.endsWith('.json'));
  if (files.length === 0) problem(`${dashboardDir}: no dashboards`);
  const recordingRules = [];
  const uids = new Set();
  for (const file of files) {
    const dashboard = JSON.parse(readFileSync(join(dashboardDir, file), 'utf8'));
    const where = `dashboards/${file}`;
    if (!(dashboard.schemaVersion >= MIN_DASHBOARD_SCHEMA))
      problem(`${where}: schemaVersion under ${MIN_DASHBOARD_SCHEMA}`);
    if (!dashboard.uid || uids.has(dashboard.uid)) problem(`${where}: missing or repeated uid`);
    uids.add(dashboard.uid);
    const variables = dashboard.templating?.list ?? [];
    const datasource = variables.find((variable) => variable.type === 'datasource' && variable.query === 'prometheus');
    if (!datasource) {
      problem(`${where}: no Prometheus datasource variable`);
      continue;
    }
    const stand = { ...VARIABLE_VALUES };
    for (const variable of variables) stand[variable.name] ??= '.*';
    for (const { panel, queries } of dashboardQueries(dashboard)) {
      if (panel.datasource?.uid !== `\${${datasource.name}}`)
        problem(`${where} "${panel.title}": datasource is not $${datasource.name}`);
      if (queries.length === 0 || queries.some((query) => !query))
        problem(`${where} "${panel.title}": a panel without a query`);
      for (const query of queries.filter(Boolean)) {
        const expr = query.replace(/\$\{?(\w+)\}?/g, (match, name) => stand[name] ?? match);
        recordingRules.push({ record: `dashboard:${file.replace(/\W/g, '_')}:${recordingRules.length}`, expr });
      }
    }
  }
  writeFileSync(queriesFile, stringify({ groups: [{ name: 'dashboards', rules: recordingRules }] }));
  return `${files.length} dashboards, ${recordingRules.length} queries`;
}

const [command, ...args] = process.argv.slice(2);
const commands = { split: [split, 2], rules: [rules, 2], dashboards: [dashboards, 1] };
if (!commands[command] || args.length !== commands[command][1]) {
  console.error(
    'usage: monitoring.mjs split <rendered.yaml> <core.yaml> | rules <rendered.yaml> <rules.yaml> | dashboards <queries.yaml>',
  );
  process.exit(2);
}
const message = commands[command][0](...args);
if (problems.length > 0) {
  for (const line of problems) console.error(`  ${line}`);
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log(message);
