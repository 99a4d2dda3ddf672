#!/usr/bin/env node
// Exits 1 when two package-lock.json files resolve any package to a different version (or add or drop one).
// npm rewrites dev/devOptional flags between fresh and incremental installs; those do not matter here.
import { readFileSync } from 'node:fs';

const versions = (file) =>
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(file, 'utf8')).packages).map(([path, entry]) => [path, entry.version ?? '']),
  );
const [before, after] = process.argv.slice(2).map(versions);
const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
const changed = [...paths].filter((path) => before[path] !== after[path]);
for (const path of changed)
  console.error(`${path || '(root)'}: ${before[path] ?? 'absent'} -> ${after[path] ?? 'absent'}`);
process.exit(changed.length ? 1 : 0);
