#!/usr/bin/env node
// Regenerates gateway/openapi.json, the committed copy of the OpenAPI document the gateway serves at
// /api/openapi.json (built from the zod schemas of its REST adapters). Run after changing an /api route:
//   npm run build:server && node scripts/update-openapi.mjs
// tests/contract/openapi.contract.spec.ts fails while the committed copy differs from the served document.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as prettier from 'prettier';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const { gatewayEnvSchema } = require(join(root, 'gateway/dist/src/env.js'));
const { buildGateway } = require(join(root, 'gateway/dist/src/server.js'));
const pino = require(require.resolve('pino', { paths: [join(root, 'gateway')] }));

// Nothing is called upstream: the document is built from the routes alone.
const unreachable = 'http://127.0.0.1:9';
const env = gatewayEnvSchema.parse({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SUPERGRAPH_PATH: join(root, 'gateway', 'supergraph.graphql'),
  IDENTITY_URL: unreachable,
  MEDIA_URL: unreachable,
});
const app = await buildGateway(env, pino({ level: 'silent' }));
try {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`/api/openapi.json answered ${response.statusCode}`);
  const document = response.json();
  const file = join(root, 'gateway', 'openapi.json');
  // Formatted as `npm run format` would, so that formatting never shows as a change.
  const text = await prettier.format(JSON.stringify(document), {
    ...(await prettier.resolveConfig(file)),
    filepath: file,
  });
  await writeFile(file, text);
  process.stdout.write(`wrote gateway/openapi.json (${Object.keys(document.paths).length} paths)\n`);
} finally {
  await app.close();
}
