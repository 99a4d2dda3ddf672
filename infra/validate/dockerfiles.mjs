#!/usr/bin/env node
// Static checks of Village's Dockerfiles (no Docker engine needed), next to hadolint's lint:
//   - multi-stage (two FROMs or more);
//   - every base image pinned: an explicit tag that is not `latest`, or a digest (ARG defaults are applied);
//   - the final stage runs as a non-root numeric USER (Kubernetes' runAsNonRoot can verify only numbers);
//   - the final stage has a HEALTHCHECK (not NONE) and an exec-form CMD or ENTRYPOINT;
//   - node-service.Dockerfile copies every npm workspace's package.json (npm install needs them all) and accepts
//     every service and the gateway as WORKSPACE;
//   - the gateway's image carries its supergraph (where the gateway reads it by default) and the web build, made in
//     the same build, so the three cannot drift apart (the chart ships no copy of either).
// Usage: node infra/validate/dockerfiles.mjs [Dockerfile...] (default: infra/docker/*.Dockerfile)
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const files = process.argv.slice(2);
if (files.length === 0) {
  for (const name of readdirSync(join(root, 'infra/docker'))) {
    if (name.endsWith('.Dockerfile') || name === 'Dockerfile') files.push(join(root, 'infra/docker', name));
  }
}

/** Instructions of a Dockerfile: continuation lines joined, comments and blank lines dropped. */
function instructions(text) {
  const result = [];
  let current = '';
  let line = 0;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!current && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (current && trimmed.startsWith('#')) return;
    if (!current) line = index + 1;
    if (trimmed.endsWith('\\')) {
      current += `${trimmed.slice(0, -1)} `;
      return;
    }
    current += trimmed;
    const [keyword, ...rest] = current.split(/\s+/);
    result.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line });
    current = '';
  });
  return result;
}

function check(file) {
  const problems = [];
  const list = instructions(readFileSync(file, 'utf8'));
  const globalArgs = new Map();
  const stages = [];
  for (const instruction of list) {
    if (instruction.keyword === 'FROM') {
      const [image, as, alias] = instruction.args.replace(/--platform=\S+\s+/, '').split(/\s+/);
      stages.push({ image, alias: as?.toUpperCase() === 'AS' ? alias : undefined, line: instruction.line, body: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [name, value = ''] = instruction.args.split('=');
        globalArgs.set(name.trim(), value.trim());
      }
    } else {
      stages.at(-1).body.push(instruction);
    }
  }
  if (stages.length < 2) problems.push(`not multi-stage (${stages.length} FROM)`);
  const aliases = new Set();
  for (const stage of stages) {
    const image = (stage.resolved = stage.image.replace(
      /\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g,
      (_, name) => globalArgs.get(name) ?? '',
    ));
    if (!aliases.has(stage.image)) {
      const tag = /@sha256:[0-9a-f]{64}$/.test(image) ? 'digest' : /:([^/:]+)$/.exec(image)?.[1];
      if (!tag) problems.push(`line ${stage.line}: base image ${image || stage.image} has no tag`);
      else if (tag === 'latest' || /(^|-)latest$/.test(tag))
        problems.push(`line ${stage.line}: base image ${image} uses latest`);
    }
    if (stage.alias) aliases.add(stage.alias);
  }
  const final = stages.at(-1);
  if (final) {
    const users = final.body.filter((i) => i.keyword === 'USER');
    const user = users.at(-1)?.args.split(':')[0];
    if (!user) problems.push('the final stage sets no USER (it would run as root)');
    else if (!/^[0-9]+$/.test(user)) problems.push(`the final stage's USER ${user} is not numeric`);
    else if (Number(user) === 0) problems.push('the final stage runs as root (USER 0)');
    const health = final.body.filter((i) => i.keyword === 'HEALTHCHECK').at(-1);
    if (!health || /^NONE\b/i.test(health.args)) problems.push('the final stage has no HEALTHCHECK');
    const start = final.body.filter((i) => i.keyword === 'CMD' || i.keyword === 'ENTRYPOINT').at(-1);
    const inherits = /nginx/.test(final.resolved); // nginx images bring their own entrypoint and CMD
    if (!start && !inherits) problems.push('the final stage has no CMD or ENTRYPOINT');
    if (start && !start.args.trim().startsWith('['))
      problems.push(`line ${start.line}: ${start.keyword} is not in exec form`);
  }
  for (const instruction of list) {
    if (instruction.keyword === 'ADD' && /https?:\/\//.test(instruction.args)) {
      problems.push(`line ${instruction.line}: ADD of a URL (download in a RUN with a checksum instead)`);
    }
  }
  if (basename(file) === 'node-service.Dockerfile') {
    const text = list.map((i) => `${i.keyword} ${i.args}`).join('\n');
    const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    for (const workspace of workspaces) {
      if (!text.includes(`COPY ${workspace}/package.json`)) problems.push(`does not copy ${workspace}/package.json`);
    }
    const roster = JSON.parse(readFileSync(join(root, 'services/roster.json'), 'utf8'));
    const servers = roster.services.map(({ name }) => `services/${name}`);
    for (const workspace of [...servers, 'gateway']) {
      if (!new RegExp(`(^|[\\s|])${workspace.replace('/', '\\/')}([\\s|)])`).test(text)) {
        problems.push(`WORKSPACE=${workspace} is not accepted by the assemble stage`);
      }
    }
    const build = stages.find((stage) => stage.alias === 'build');
    const buildText = build?.body.map((i) => `${i.keyword} ${i.args}`).join('\n') ?? '';
    if (!/npm run build --workspace @village\/web/.test(buildText))
      problems.push('the build stage does not build the web app');
    const gatewayBranch = /(?:^|[\s|])gateway\)([^;]*(?:;[^;]*?)*?);;/.exec(text)?.[1] ?? '';
    if (!gatewayBranch.includes('cp gateway/supergraph.graphql /out/gateway/'))
      problems.push("the gateway's image does not carry gateway/supergraph.graphql next to its dist");
    if (!gatewayBranch.includes('cp -r web/dist /out/web/dist'))
      problems.push("the gateway's image does not carry the web build (web/dist)");
  }
  return { problems, stages: stages.length };
}

let failed = 0;
for (const file of files) {
  const { problems, stages } = check(file);
  const name = file.replace(`${root}/`, '');
  if (problems.length === 0) {
    console.log(`${name}: ok (${stages} stages, pinned bases, non-root USER, HEALTHCHECK)`);
  } else {
    failed += 1;
    console.error(`${name}: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
