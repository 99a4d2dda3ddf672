// The production profile's stand-in for a Kubernetes Service and its endpoints: one small proxy per component on
// the component's stable port, routing each request (and WebSocket upgrade) to one of its instances that is ready.
// An instance joins once its readiness probe answers 200, leaves as soon as it fails, and is taken out at once when
// it is being stopped (as Kubernetes does for a terminating pod). Plain ESM on Node's own modules (see prod.mjs).
import { Agent, createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/**
 * A readiness probe's periodSeconds, timeoutSeconds and failureThreshold: a ready instance leaves the endpoints after
 * that many failed probes in a row (one slow answer on a busy machine is no reason to drop the only instance), and
 * joins them after one probe that passes.
 */
export const PROBE_EVERY_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;
const FAILURE_THRESHOLD = 3;

// Hop-by-hop headers (RFC 9110 7.6.1) are the proxy's own; everything else passes through unchanged.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEndHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

async function probe(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export class Endpoints {
  /**
   * @param {{ name: string, port: number, readyPath: string, log: (message: string) => void }} options
   */
  constructor({ name, port, readyPath, log }) {
    this.name = name;
    this.port = port;
    this.readyPath = readyPath;
    this.log = log;
    /** @type {Map<string, { port: number, ready: boolean, terminating: boolean, timer?: NodeJS.Timeout }>} */
    this.instances = new Map();
    this.next = 0;
    this.agent = new Agent({ keepAlive: true });
    this.server = createServer((request, response) => this.forward(request, response));
    this.server.on('upgrade', (request, socket, head) => this.forwardUpgrade(request, socket, head));
  }

  listen() {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Starts probing an instance; it receives requests once ready. */
  add(id, port) {
    const instance = { port, ready: false, terminating: false, failures: 0 };
    this.instances.set(id, instance);
    const check = async () => {
      if (!this.instances.has(id)) return;
      const passed = !instance.terminating && (await probe(`http://127.0.0.1:${port}${this.readyPath}`));
      instance.failures = passed ? 0 : instance.failures + 1;
      const ready = !instance.terminating && (passed || (instance.ready && instance.failures < FAILURE_THRESHOLD));
      if (ready !== instance.ready)
        this.log(`${this.name} endpoints: ${id} (port ${port}) ${ready ? 'added' : 'removed'}`);
      instance.ready = ready;
      instance.timer = setTimeout(check, PROBE_EVERY_MS);
    };
    void check();
  }

  /** Takes an instance out of the endpoints at once (it is being stopped). */
  terminate(id) {
    const instance = this.instances.get(id);
    if (!instance) return;
    instance.terminating = true;
    if (instance.ready) this.log(`${this.name} endpoints: ${id} (port ${instance.port}) removed (terminating)`);
    instance.ready = false;
  }

  /**
   * Takes an instance out of the endpoints until its probe passes again: its process died (the kubelet sees a
   * container exit at once), or it refused a connection.
   */
  lost(id) {
    const instance = this.instances.get(id);
    if (!instance || !instance.ready) return;
    this.log(`${this.name} endpoints: ${id} (port ${instance.port}) removed (gone)`);
    instance.ready = false;
    instance.failures = FAILURE_THRESHOLD;
  }

  /** Forgets an instance once its process is gone. */
  remove(id) {
    clearTimeout(this.instances.get(id)?.timer);
    this.instances.delete(id);
  }

  isReady(id) {
    return this.instances.get(id)?.ready === true;
  }

  readyCount() {
    return [...this.instances.values()].filter((instance) => instance.ready).length;
  }

  /** Round robin over the ready instances; undefined when there is none. */
  pick() {
    const ready = [...this.instances.values()].filter((instance) => instance.ready);
    if (ready.length === 0) return undefined;
    this.next = (this.next + 1) % ready.length;
    return ready[this.next];
  }

  idOf(instance) {
    return [...this.instances].find(([, candidate]) => candidate === instance)?.[0];
  }

  unavailable(response, message) {
    if (!response.headersSent) {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
    }
    response.end(JSON.stringify({ message, code: 'UNAVAILABLE' }));
  }

  forward(request, response, retried = false) {
    const instance = this.pick();
    if (!instance) {
      this.unavailable(response, `${this.name} has no ready instance`);
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: instance.port,
        method: request.method,
        path: request.url,
        headers: endToEndHeaders(request.headers),
        agent: this.agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      // A kept-alive connection the instance closed just as it was reused: what any HTTP client retries, once, for a
      // request without a body (RFC 9110 9.2.2).
      const bodiless = request.method === 'GET' || request.method === 'HEAD';
      if (upstream.reusedSocket && error.code === 'ECONNRESET' && bodiless && !retried && !response.headersSent) {
        this.forward(request, response, true);
        return;
      }
      this.log(`${this.name} endpoints: ${request.method} ${request.url?.split('?')[0]} failed: ${error.message}`);
      // A refused connection: the instance is gone and was sent nothing; a request without a body may go to another.
      if (error.code === 'ECONNREFUSED') {
        this.lost(this.idOf(instance));
        if (!response.headersSent && this.readyCount() > 0 && bodiless) {
          this.forward(request, response, true);
          return;
        }
      }
      // The instance went away before it answered: unavailable, as while it has no ready instance.
      this.unavailable(response, `${this.name} stopped before answering`);
    });
    // A client that goes away (a closed tab, an aborted fetch, an EventSource closed) ends its upstream request too:
    // otherwise the instance keeps a connection it cannot finish, and its shutdown waits for it.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    if (retried) upstream.end();
    else request.pipe(upstream);
  }

  forwardUpgrade(request, socket, head) {
    const instance = this.pick();
    if (!instance) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\n\r\n');
      return;
    }
    const upstream = connect(instance.port, '127.0.0.1', () => {
      const headerLines = Object.entries(request.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headerLines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const closeBoth = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', closeBoth);
    socket.on('error', closeBoth);
    upstream.on('close', closeBoth);
    socket.on('close', closeBoth);
  }

  async close() {
    for (const id of [...this.instances.keys()]) this.remove(id);
    this.server.closeAllConnections?.();
    await new Promise((resolve) => this.server.close(() => resolve()));
    this.agent.destroy();
  }
}
