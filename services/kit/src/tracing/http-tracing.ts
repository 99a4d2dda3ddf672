import { context, propagation, ROOT_CONTEXT, SpanKind, trace, type Span } from '@opentelemetry/api';
import type { IncomingHttpHeaders } from 'node:http';
import type { EventEmitter } from 'node:events';
import { failSpan, villageTracer } from './spans';
import { tracingEnabled } from './tracing';

export interface HttpTracingOptions {
  /** Requests not worth a span (health probes, static assets). */
  untraced?: (path: string) => boolean;
}

const SERVER_ERROR = 500;

/**
 * The stable HTTP semantic-convention names, spelled here: @opentelemetry/semantic-conventions costs every
 * process tens of milliseconds at start, traced or not (it loads with the SDK only when tracing is on).
 */
const ATTR_HTTP_REQUEST_METHOD = 'http.request.method';
const ATTR_HTTP_RESPONSE_STATUS_CODE = 'http.response.status_code';
const ATTR_HTTP_ROUTE = 'http.route';
const ATTR_URL_PATH = 'url.path';

/** What the hooks read of a Fastify request and reply (the kit's and the gateway's Fastify types differ). */
interface TracedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  raw: EventEmitter;
  routeOptions: { url?: string };
}
interface TracedReply {
  statusCode: number;
  raw: EventEmitter;
}

/** The Fastify hooks that trace requests; register them before every other hook. */
export interface HttpTracingHooks {
  onRequest(request: TracedRequest, reply: TracedReply, done: () => void): void;
  onResponse(request: TracedRequest, reply: TracedReply, done: () => void): void;
  onRequestAbort(request: TracedRequest, done: () => void): void;
}

const pathOf = (request: TracedRequest): string => request.url.split('?')[0];

/**
 * A SERVER span per request, a child of the caller's `traceparent` header when it sends one, active for every
 * later hook and the handler: the request's and the response's event listeners (the body parser) are bound to
 * it too. Undefined when the process does not trace: then nothing is registered.
 */
export function httpTracingHooks(options: HttpTracingOptions = {}): HttpTracingHooks | undefined {
  if (!tracingEnabled()) return undefined;
  const spans = new WeakMap<TracedRequest, Span>();
  const end = (request: TracedRequest, statusCode: number | undefined): void => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    const route = request.routeOptions.url;
    if (route) {
      span.setAttribute(ATTR_HTTP_ROUTE, route);
      span.updateName(`${request.method} ${route}`);
    }
    if (statusCode !== undefined) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode);
      if (statusCode >= SERVER_ERROR) failSpan(span, new Error(`HTTP ${statusCode}`));
    } else {
      failSpan(span, new Error('request aborted'));
    }
    span.end();
  };
  return {
    onRequest(request, reply, done) {
      const path = pathOf(request);
      if (options.untraced?.(path)) {
        done();
        return;
      }
      const parent = propagation.extract(ROOT_CONTEXT, request.headers);
      const span = villageTracer.startSpan(
        request.method,
        { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_URL_PATH]: path } },
        parent,
      );
      spans.set(request, span);
      const active = trace.setSpan(parent, span);
      context.bind(active, request.raw);
      context.bind(active, reply.raw);
      context.with(active, done);
    },
    onResponse(request, reply, done) {
      end(request, reply.statusCode);
      done();
    },
    onRequestAbort(request, done) {
      end(request, undefined);
      done();
    },
  };
}
