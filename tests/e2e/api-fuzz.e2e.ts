import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { clientFor } from './support/api-roles';

const root = join(import.meta.dirname, '..', '..');
const FUZZ_SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);
const REST_CHECKS = 'not_a_server_error,response_schema_conformance,content_type_conformance,no_leaked_internals';
// schemathesis counts every GraphQL error as a server error; ours tells a refusal (FORBIDDEN, ...) from a failure.
const GRAPHQL_CHECKS = 'graphql_no_server_failure,no_leaked_internals';

interface FuzzRun {
  exitCode: number | null;
  output: string;
  cases: number;
  failures: number;
}

/** Runs schemathesis (pinned, from infra/fuzz) against a schema URL of the running stack, bounded in time. */
async function schemathesis(
  location: string,
  checks: string,
  headers: Record<string, string>,
  extra: string[],
): Promise<FuzzRun> {
  const bin = execFileSync(join(root, 'infra', 'fuzz', 'fuzz.sh'), ['bin-dir'], { encoding: 'utf8' }).trim();
  const reports = mkdtempSync(join(tmpdir(), 'village-fuzz-'));
  const args = [
    'run',
    location,
    '--checks',
    checks,
    '--workers',
    '1',
    '--max-time',
    String(FUZZ_SECONDS),
    '--max-examples',
    '40',
    '--seed',
    process.env.FUZZ_SEED ?? '20261123',
    '--request-timeout',
    '10',
    '--no-color',
    '--generation-database',
    'none',
    '--report',
    'junit',
    '--report-junit-path',
    join(reports, 'junit.xml'),
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ...extra,
  ];
  try {
    const child = spawn(join(bin, 'schemathesis'), args, {
      env: { ...process.env, SCHEMATHESIS_HOOKS: 'village_checks', PYTHONPATH: join(root, 'infra', 'fuzz') },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const junit = readFileSync(join(reports, 'junit.xml'), 'utf8');
    const attribute = (name: string): number =>
      Number(new RegExp(`<testsuite[^>]* ${name}="(\\d+)"`).exec(junit)?.[1] ?? 0);
    const cases = Number(/(\d+) generated/.exec(output)?.[1] ?? 0);
    return { exitCode, output, cases, failures: attribute('failures') + attribute('errors') };
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

// schemathesis closes with pytest's rule ('=== 4 warnings in 60s ==='), which CI readers take for a pytest run
// that executed no test; the rules are dropped and the counts follow in a line of our own.
const withoutPytestRules = (output: string): string =>
  output
    .split('\n')
    .filter((line) => !/^=+ .* =+$/.test(line.trim()))
    .join('\n');

function report(what: string, run: FuzzRun): void {
  process.stdout.write(`\n--- schemathesis, ${what} ---\n${withoutPytestRules(run.output).trim()}\n`);
  process.stdout.write(`${what}: ${run.cases} cases tried, ${run.failures} failures (exit ${run.exitCode})\n`);
}

test.describe.configure({ mode: 'serial', timeout: (FUZZ_SECONDS + 120) * 1000 });

test('fuzzing every /api operation as a member: no 5xx, responses match their schemas, nothing internal leaks', async ({
  baseURL,
}) => {
  const member = await clientFor('member', baseURL!);
  try {
    const run = await schemathesis(
      `${baseURL}/api/openapi.json`,
      REST_CHECKS,
      { cookie: await member.cookieHeader(), 'x-csrf-token': member.csrfToken },
      ['--url', baseURL!, '--exclude-path', '/api/logout'],
    );
    report('/api (OpenAPI)', run);
    expect(run.cases).toBeGreaterThan(0);
    expect(run.failures).toBe(0);
    expect(run.exitCode).toBe(0);
  } finally {
    await member.dispose();
  }
});

test('fuzzing /graphql as a member: no 5xx and nothing internal leaks', async ({ baseURL }) => {
  const member = await clientFor('member', baseURL!);
  try {
    const run = await schemathesis(
      `${baseURL}/graphql`,
      GRAPHQL_CHECKS,
      {
        cookie: await member.cookieHeader(),
        'x-csrf-token': member.csrfToken,
      },
      [],
    );
    report('/graphql', run);
    expect(run.cases).toBeGreaterThan(0);
    expect(run.failures).toBe(0);
    expect(run.exitCode).toBe(0);
  } finally {
    await member.dispose();
  }
});
