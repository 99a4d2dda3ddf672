#!/usr/bin/env node
// `npm test`: every tier this machine can run, in order; says why a tier is skipped. Under CI a skip fails the run.
// Usage: npm test [-- unit integration contract e2e]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled } from './ensure-installed.mjs';
import { ensureNode24 } from './node-runtime.mjs';

await ensureNode24();

const CI = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

const tiers = [
  { name: 'unit', needsBuild: false, command: ['npx', 'jest', '--ci'], env: { TEST_TIER: 'unit' } },
  { name: 'integration', needsBuild: true, command: ['npx', 'jest', '--ci'], env: { TEST_TIER: 'integration' } },
  { name: 'contract', needsBuild: true, command: ['npx', 'jest', '--ci'], env: { TEST_TIER: 'contract' } },
  {
    name: 'e2e',
    needsBuild: true,
    command: ['npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
    env: { CHROMIUM_PATH: chromium ?? '' },
    skipReason: () =>
      chromium ? null : 'no Chromium found (install it with `apt-get install chromium`, or set CHROMIUM_PATH)',
  },
];

ensureInstalled();
const requested = process.argv.slice(2);
const selected = requested.length ? tiers.filter((tier) => requested.includes(tier.name)) : tiers;
const results = [];
let built = false;

function run(command, env = {}) {
  const [bin, ...args] = command;
  return spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

for (const tier of selected) {
  const skipReason = tier.skipReason?.() ?? null;
  if (skipReason) {
    process.stdout.write(`\n=== ${tier.name}: SKIPPED: ${skipReason}\n`);
    results.push({ tier: tier.name, outcome: 'skipped', reason: skipReason });
    continue;
  }
  if (tier.needsBuild && !built) {
    process.stdout.write('\n=== building (tsc -b, vite build)\n');
    if (!run(['npm', 'run', 'build', '--silent'])) {
      results.push({ tier: 'build', outcome: 'failed' });
      break;
    }
    built = true;
  }
  process.stdout.write(`\n=== ${tier.name}\n`);
  results.push({ tier: tier.name, outcome: run(tier.command, tier.env) ? 'passed' : 'failed' });
}

const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
process.stdout.write('\n');
for (const result of results) {
  process.stdout.write(`  ${result.tier.padEnd(12)} ${result.outcome}${result.reason ? ` (${result.reason})` : ''}\n`);
}
const skippedFails = CI && count('skipped') > 0;
if (skippedFails) process.stdout.write('CI=true: a skipped tier is a failure.\n');
process.stdout.write(`tiers: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped\n`);
process.exit(count('failed') > 0 || skippedFails ? 1 : 0);
