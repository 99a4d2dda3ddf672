import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { startTracing, type Tracing } from '@village/kit/tracing';
import pino from 'pino';
import { OtlpReceiver, SPAN_KIND } from '../../../tests/support/tracing/otlp-receiver';
import { VideoCallSocketRelay } from './video-call-socket.relay';

const BROWSER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const BROWSER_SPAN = 'b7ad6b7169203331';

const listening = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const closed = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A socket.io WebSocket upgrade as a browser sends it, with its own trace context; answers the status line. */
function upgrade(gatewayUrl: string): Promise<string> {
  const { port } = new URL(gatewayUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
    socket.write(
      'GET /api/video-calls/socket/?EIO=4&transport=websocket HTTP/1.1\r\nHost: gateway\r\n' +
        'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
        `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\ntraceparent: 00-${BROWSER_TRACE}-${BROWSER_SPAN}-01\r\n` +
        'tracestate: browser=1\r\n\r\n',
    );
  });
}

describe('the call socket relay, traced', () => {
  const receiver = new OtlpReceiver();
  let tracing: Tracing;
  const seenByMedia: IncomingHttpHeaders[] = [];
  // Media's stand-in refuses the handshake: what it was sent is what matters here.
  const media = createServer((request, response) => {
    seenByMedia.push(request.headers);
    response.writeHead(403).end();
  });
  const gateway = createServer((_request, response) => response.writeHead(404).end());
  let relay: VideoCallSocketRelay;

  beforeAll(async () => {
    await receiver.start();
    tracing = await startTracing({
      serviceName: 'gateway',
      tracesUrl: `${receiver.url}/v1/traces`,
      sampler: 'parentbased_always_on',
      samplerRatio: 1,
    });
    relay = new VideoCallSocketRelay(`${await listening(media)}/graphql`, 2_000, pino({ level: 'silent' }));
    relay.attach(gateway);
  });

  afterAll(async () => {
    relay.close();
    await closed(gateway);
    await closed(media);
    await tracing.shutdown();
    await receiver.stop();
  });

  it("hands media the context of its own handshake span, a child of the browser's, not the browser's", async () => {
    const status = await upgrade(await listening(gateway));

    expect(status).toBe('HTTP/1.1 403 Forbidden');
    await tracing.flush();
    expect(receiver.spans).toEqual([
      expect.objectContaining({
        name: 'GET /api/video-calls/socket/',
        kind: SPAN_KIND.server,
        traceId: BROWSER_TRACE,
        parentSpanId: BROWSER_SPAN,
        failed: false,
      }),
    ]);
    const [{ spanId }] = receiver.spans;
    expect(seenByMedia).toEqual([
      expect.objectContaining({ traceparent: `00-${BROWSER_TRACE}-${spanId}-01`, upgrade: 'websocket' }),
    ]);
    expect(seenByMedia[0]).not.toHaveProperty('tracestate', 'browser=1');
  });
});
