import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(__dirname, '..', '..');
const webRoot = join(root, 'web');
const committedDir = join(webRoot, 'src', 'graphql', 'generated');
const codegenBin = join(dirname(require.resolve('@graphql-codegen/cli/package.json')), 'esm', 'bin.js');

function filesIn(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

describe("the web's generated GraphQL types", () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'village-web-codegen-'));
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('are committed as generated from the supergraph and the documents in web/src (run `npm run codegen -w @village/web`)', () => {
    // web/codegen.ts's own configuration, pointed at a scratch directory.
    const config = join(scratch, 'codegen.ts');
    const output = join(scratch, 'generated');
    writeFileSync(
      config,
      `import { webCodegenConfig } from ${JSON.stringify(join(webRoot, 'codegen.ts'))};\n` +
        `export default webCodegenConfig(${JSON.stringify(webRoot)}, ${JSON.stringify(`${output}/`)});\n`,
    );

    const run = spawnSync(process.execPath, [codegenBin, '--config', config], { cwd: webRoot, encoding: 'utf8' });

    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(filesIn(committedDir)).toEqual(filesIn(output));
  });
});
