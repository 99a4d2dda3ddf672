import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Calls that are not a member's request: the services do not trace their health routes. */
const UNTRACED = new Map([
  ['health/readiness.ts', 'probes each subgraph /health/ready'],
  ['metrics/subgraph-metrics.ts', 'probes each subgraph /health/ready at scrape time'],
]);

/** A request the gateway sends itself: Node's fetch, or node:http(s) `request`. */
const UPSTREAM_CALL = /\bfetch\(|\.request\(/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe("the gateway's upstream calls", () => {
  const files = sourceFiles(__dirname).map((path) => ({
    name: relative(__dirname, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('send the active trace context, each through withTraceContext (ADR 037)', () => {
    const calling = files.filter((file) => UPSTREAM_CALL.test(file.text) && !UNTRACED.has(file.name));
    expect(calling.map((file) => file.name)).toEqual(
      expect.arrayContaining(['rest/message-stream.client.ts', 'rest/video-call-socket.relay.ts']),
    );
    expect(calling.filter((file) => !file.text.includes('withTraceContext(')).map((file) => file.name)).toEqual([]);
  });

  it('leave out only the health probes, which still exist', () => {
    const names = files.map((file) => file.name);
    for (const untraced of UNTRACED.keys()) expect(names).toContain(untraced);
  });
});
