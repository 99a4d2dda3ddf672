#!/usr/bin/env node
// Validates the Gateway API objects of rendered manifests, which kubernetes-validate does not know (it bundles only
// Kubernetes' own kinds), against the HTTPRoute CRD's v1 schema (infra/validate/schemas.sh httproute), and writes
// the other documents to <out> for kubernetes-validate. The CRD's CEL rules (x-kubernetes-validations) are not run:
// the chart's own checks cover what it renders (one backend, timeouts only where it sets them). Strict, as
// kubernetes-validate --strict: a field the schema does not declare is an error (the API server would drop it).
//
// Usage: node infra/validate/gateway-api.mjs <httproutes CRD.yaml> <rendered.yaml> <out.yaml>
import { readFileSync, writeFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse, parseAllDocuments, stringify } from 'yaml';

const [crdPath, renderedPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error('usage: gateway-api.mjs <httproutes CRD.yaml> <rendered.yaml> <out.yaml>');
  process.exit(2);
}

const crd = parse(readFileSync(crdPath, 'utf8'));
const version = crd.spec.versions.find((v) => v.name === 'v1');
if (!version) throw new Error(`${crdPath} has no v1 version`);
/** Objects with declared properties accept no others (structural schemas leave that implicit). */
function closed(schema) {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const result = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
  if (
    result.properties &&
    result.additionalProperties === undefined &&
    !result['x-kubernetes-preserve-unknown-fields']
  ) {
    result.additionalProperties = false;
  }
  return result;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('int32', { type: 'number', validate: (n) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
ajv.addFormat('int64', { type: 'number', validate: Number.isInteger });
const validate = ajv.compile(closed(version.schema.openAPIV3Schema));

const problems = [];
const others = [];
let routes = 0;
for (const document of parseAllDocuments(readFileSync(renderedPath, 'utf8'))) {
  const object = document.toJS();
  if (!object) continue;
  if (object.apiVersion?.startsWith('gateway.networking.k8s.io/')) {
    const name = `${object.kind}/${object.metadata?.name}`;
    if (object.apiVersion !== 'gateway.networking.k8s.io/v1' || object.kind !== 'HTTPRoute') {
      problems.push(`${name}: ${object.apiVersion} ${object.kind} has no vendored schema`);
    } else if (!validate(object)) {
      for (const error of validate.errors) problems.push(`${name}: ${error.instancePath || '/'} ${error.message}`);
    } else routes += 1;
  } else {
    others.push(stringify(object, { lineWidth: 0 }));
  }
}
writeFileSync(outPath, others.map((text) => `---\n${text}`).join(''));
if (problems.length > 0) {
  console.error(`gateway-api: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `${renderedPath.split('/').pop()}: ${routes} HTTPRoute(s) valid against the Gateway API ${crd.metadata.annotations['gateway.networking.k8s.io/bundle-version']} CRD`,
);
