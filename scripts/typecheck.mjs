#!/usr/bin/env node
// `npm run typecheck`: type-checks every workspace as its editor sees it, tests included (the build leaves tests out,
// and jest and vite strip types without checking them). Exits non-zero on the first workspace with an error.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const { workspaces } = JSON.parse(readFileSync('package.json', 'utf8'));
let failed = 0;
for (const workspace of workspaces) {
  const project = join(workspace, 'tsconfig.json');
  if (!existsSync(project)) continue;
  const { status } = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    process.stderr.write(`type errors in ${workspace}\n`);
    failed += 1;
  }
}
process.exit(failed > 0 ? 1 : 0);
