import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { runWithCorrelationId } from '../logging/correlation';
import { createLogger } from '../logging/logger';
import { activeTraceIds, currentTraceParent, withTraceContext } from './trace-context';
import { inSpan } from './spans';
import { startTracing, tracingEnabled } from './tracing';

/** Counts what reaches an HTTP server standing where a collector would be. */
async function countingCollector(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    request.resume();
    request.on('end', () => response.writeHead(200).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function capturedLogLines(): { lines: () => Array<Record<string, unknown>>; stream: Writable } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Tracing on, every span exported to `tracesUrl`. */
const everySpanTo = (tracesUrl: string) => ({
  serviceName: 'kit-spec',
  tracesUrl,
  sampler: 'always_on' as const,
  samplerRatio: 1,
});

describe('tracing', () => {
  it('is off by default: no provider, no span, no traceparent, nothing exported', async () => {
    const collector = await countingCollector();
    try {
      const tracing = await startTracing(undefined);
      expect(tracing.enabled).toBe(false);
      expect(tracingEnabled()).toBe(false);
      let spanGiven: unknown = 'not run';
      await inSpan('work', {}, async (span) => {
        spanGiven = span;
        expect(currentTraceParent()).toBeUndefined();
      });
      expect(spanGiven).toBeUndefined();
      await tracing.shutdown();
      expect(collector.requests()).toBe(0);
    } finally {
      await collector.close();
    }
  });

  it('when on, exports spans and puts their ids in every log line next to the correlation id', async () => {
    const collector = await countingCollector();
    const tracing = await startTracing(everySpanTo(collector.url));
    const { stream, lines } = capturedLogLines();
    const logger = createLogger('kit-spec', 'info', stream);
    let traceParent: string | undefined;
    try {
      expect(tracingEnabled()).toBe(true);
      await runWithCorrelationId('correlation-1234', () =>
        inSpan('work', {}, async () => {
          traceParent = currentTraceParent();
          logger.info('inside the span');
        }),
      );
      logger.info('outside any span');
    } finally {
      await tracing.shutdown();
      await collector.close();
    }
    const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceParent ?? '') ?? [];
    expect(traceId).toBeDefined();
    expect(lines()).toEqual([
      expect.objectContaining({
        msg: 'inside the span',
        correlationId: 'correlation-1234',
        trace_id: traceId,
        span_id: spanId,
      }),
      expect.not.objectContaining({ trace_id: expect.anything() }),
    ]);
    expect(collector.requests()).toBe(1);
  });

  describe('the headers of a request to another service', () => {
    const copied = {
      accept: 'text/event-stream',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      tracestate: 'vendor=copied',
    };

    it('carry no trace context a caller sent when the process does not trace, and cost no copy without one', async () => {
      const tracing = await startTracing(undefined);
      expect(withTraceContext(copied)).toEqual({ accept: 'text/event-stream' });
      expect(copied.traceparent).toBeDefined();
      const plain = { accept: 'application/json' };
      expect(withTraceContext(plain)).toBe(plain);
      await tracing.shutdown();
    });

    it("carry the active span's context, replacing one copied from the caller", async () => {
      const collector = await countingCollector();
      const tracing = await startTracing(everySpanTo(collector.url));
      try {
        const outside = withTraceContext({ accept: 'application/json' });
        expect(outside).toEqual({ accept: 'application/json' });
        await inSpan('call', {}, async () => {
          const ids = activeTraceIds();
          expect(withTraceContext(copied)).toEqual({
            accept: 'text/event-stream',
            traceparent: `00-${ids?.trace_id}-${ids?.span_id}-01`,
          });
        });
        expect(copied.tracestate).toBe('vendor=copied');
      } finally {
        await tracing.shutdown();
        await collector.close();
      }
    });
  });
});
