#!/usr/bin/env node
// Exits 1 when two package-lock.json files resolve any package to a different version (or add or drop one).
// npm rewrites dev/devOptional flags between fresh and incremental installs; those do not matter here. Nor do the
// optional packages built for other platforms (another OS or CPU): npm records them in the lock inconsistently from
// one fresh install to the next, and they are never installed here, so adding or dropping one changes nothing.
import { readFileSync } from 'node:fs';

const packagesOf = (file) => JSON.parse(readFileSync(file, 'utf8')).packages;

/** npm's own test: a list names the platforms allowed, or (with "!") the ones refused. */
const allows = (list, value) => {
  if (!Array.isArray(list) || list.length === 0) return true;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((item) => !item.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
};
const libc = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
const forAnotherPlatform = (entry) =>
  entry?.optional === true &&
  !(allows(entry.os, process.platform) && allows(entry.cpu, process.arch) && allows(entry.libc, libc));

const [before, after] = process.argv.slice(2).map(packagesOf);
const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
const changed = [...paths].filter((path) => {
  if (before[path]?.version === after[path]?.version) return false;
  const addedOrDropped = !before[path] || !after[path];
  return !(addedOrDropped && forAnotherPlatform(before[path] ?? after[path]));
});
for (const path of changed)
  console.error(`${path || '(root)'}: ${before[path]?.version ?? 'absent'} -> ${after[path]?.version ?? 'absent'}`);
process.exit(changed.length ? 1 : 0);
