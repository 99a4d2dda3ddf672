#!/usr/bin/env node
// `npm test`: every tier this machine can run, in order; says why a tier is skipped. Under CI a skip fails the run.
// Usage: npm test [-- unit integration contract e2e]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { ensureNode24 } from './node-runtime.mjs';

await ensureNode24();

const CI = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

// Each tier also writes its results as JSON, so the run ends with how many tests ran, passed, failed and were skipped.
const resultsDir = join('.cache', 'test-results');
const resultsOf = (tier) => join(resultsDir, `${tier}.json`);
const jestTier = (name, needsBuild) => ({
  name,
  needsBuild,
  command: ['npx', 'jest', '--ci', '--json', `--outputFile=${resultsOf(name)}`],
  env: { TEST_TIER: name },
  counts: () => {
    const report = JSON.parse(readFileSync(resultsOf(name), 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
  },
});

const tiers = [
  jestTier('unit', false),
  jestTier('integration', true),
  jestTier('contract', true),
  {
    name: 'e2e',
    needsBuild: true,
    command: ['npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    // Playwright reads a relative output name against its config's folder.
    env: { CHROMIUM_PATH: chromium ?? '', PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(resultsOf('e2e')) },
    counts: () => {
      const { stats } = JSON.parse(readFileSync(resultsOf('e2e'), 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    },
    skipReason: () =>
      chromium ? null : 'no Chromium found (install it with `apt-get install chromium`, or set CHROMIUM_PATH)',
  },
];

ensureInstalled();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
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
  const outcome = run(tier.command, tier.env) ? 'passed' : 'failed';
  results.push({ tier: tier.name, outcome, tests: testCounts(tier) });
}

function testCounts(tier) {
  try {
    return tier.counts();
  } catch {
    return undefined; // the tier stopped before it wrote its results; its outcome says so
  }
}

const describeTests = ({ passed, failed, skipped }) =>
  `${passed + failed + skipped} tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;

const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
process.stdout.write('\n');
for (const result of results) {
  const detail = result.reason ?? (result.tests && describeTests(result.tests));
  process.stdout.write(`  ${result.tier.padEnd(12)} ${result.outcome}${detail ? ` (${detail})` : ''}\n`);
}
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { tests } of results) {
  if (!tests) continue;
  for (const key of Object.keys(total)) total[key] += tests[key];
}
const skippedFails = CI && count('skipped') > 0;
if (skippedFails) process.stdout.write('CI=true: a skipped tier is a failure.\n');
process.stdout.write(`${count('passed')} of ${results.length} tiers passed\n`);
// The closing line is the plain count CI readers look for: 'Tests: N passed, N failed, N skipped'.
const closingLine = `Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
process.stdout.write(`${closingLine}\n`);
writeFileSync(join(resultsDir, 'summary.txt'), `${closingLine}\n`);
process.exit(count('failed') > 0 || skippedFails ? 1 : 0);
