#!/usr/bin/env node
// Regenerates every service's committed schema.graphql (from the running subgraph's `_service { sdl }`)
// and composes gateway/supergraph.graphql from them. Run after changing a resolver or a GraphQL type:
//   npm run graph:update
// GRAPH_UPDATE_POSTGRES_PORT and GRAPH_UPDATE_PORT_OFFSET move it aside when another checkout runs it at the same time.
import { composeServices } from '@apollo/composition';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'graphql';
import { startStack } from '../infra/dist/stack.js';
import { SERVICES } from '../infra/dist/stack-layout.js';

const OFFSET = Number(process.env.GRAPH_UPDATE_PORT_OFFSET ?? 2000);
const dataDir = join('.cache', 'graph-update');
await rm(dataDir, { recursive: true, force: true });
const stack = await startStack({
  dataDir,
  port: 0,
  postgresPort: Number(process.env.GRAPH_UPDATE_POSTGRES_PORT ?? 54359),
  servicePortOffset: OFFSET,
  withoutGateway: true,
  echo: (name, line) => process.stderr.write(`[${name}] ${line}\n`),
});
try {
  const subgraphs = [];
  for (const { name, port } of SERVICES) {
    const response = await fetch(`http://127.0.0.1:${port + OFFSET}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ _service { sdl } }' }),
    });
    const { data, errors } = await response.json();
    if (errors) throw new Error(`${name}: ${JSON.stringify(errors)}`);
    const sdl = `${data._service.sdl.trim()}\n`;
    await writeFile(join('services', name, 'schema.graphql'), sdl);
    subgraphs.push({ name, url: `http://${name}:4000/graphql`, typeDefs: parse(sdl) });
  }
  const { supergraphSdl, errors } = composeServices(subgraphs);
  if (errors?.length) throw new Error(`composition failed:\n${errors.map((error) => error.message).join('\n')}`);
  await writeFile(join('gateway', 'supergraph.graphql'), supergraphSdl);
  await writeFile(join('charts', 'village', 'files', 'supergraph.graphql'), supergraphSdl);
  process.stdout.write(`wrote ${subgraphs.length} subgraph schemas, gateway/supergraph.graphql and the chart's copy\n`);
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
