import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const protoDir = join(__dirname, '..', '..', 'proto');
const buf = join(__dirname, '..', '..', 'node_modules', '.bin', 'buf');

function run(args: string[]): string {
  try {
    return execFileSync(buf, args, { cwd: protoDir, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    throw new Error(`buf ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`);
  }
}

function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (path: string): void => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

describe('event contracts (proto/)', () => {
  it('pass buf lint', () => {
    expect(run(['lint'])).toBe('');
  });

  it('have no breaking change against the released baseline (widen, then narrow)', () => {
    expect(run(['breaking', '--against', 'baseline.binpb'])).toBe('');
  });

  it('have their generated TypeScript committed and current', () => {
    const out = mkdtempSync(join(tmpdir(), 'village-proto-'));
    try {
      run(['generate', '--output', out]);
      expect(filesUnder(join(out, 'src', 'gen'))).toEqual(filesUnder(join(protoDir, 'src', 'gen')));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
