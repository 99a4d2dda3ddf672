import {
  DomainError,
  errorBodyOf,
  ErrorKind,
  graphqlCodeOf,
  httpStatusOf,
  UNEXPECTED_ERROR_MESSAGE,
  VALIDATION_ERROR_CODE,
  type FieldErrors,
} from '@village/kit/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { ErrorResponse } from './error-response.schema';
import { UpstreamRefusal } from './upstream-refusal';
import { GatewayErrorCode, gatewayErrors, ROUTE_NOT_FOUND_MESSAGE, unavailable } from './gateway.errors';
import { isUnavailability } from './unavailability';

interface Answer {
  status: number;
  body: ErrorResponse;
  /** Logged as an error: the client only gets the safe message and a correlation id. */
  unexpected?: unknown;
}

const CORRELATION_HEADER = 'x-correlation-id';

/** What Fastify and its plugins refuse before a handler runs, in our words rather than theirs. */
const LIBRARY_REFUSALS: Record<string, [GatewayErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [GatewayErrorCode.MalformedRequest, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [GatewayErrorCode.MalformedRequest, 'The request body is empty: send a JSON object.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    GatewayErrorCode.MalformedRequest,
    'The request body does not match its Content-Length.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [GatewayErrorCode.BodyTooLarge, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    GatewayErrorCode.UnsupportedContentType,
    'This route does not accept that Content-Type (JSON routes take application/json).',
  ],
  FST_PARTS_LIMIT: [GatewayErrorCode.BodyTooLarge, 'The form has too many parts.'],
  FST_FILES_LIMIT: [GatewayErrorCode.BodyTooLarge, 'The form has too many files.'],
  FST_FIELDS_LIMIT: [GatewayErrorCode.BodyTooLarge, 'The form has too many fields.'],
  FST_PROTO_VIOLATION: [GatewayErrorCode.MalformedRequest, 'The form has a field name that is not allowed.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    GatewayErrorCode.UnsupportedContentType,
    'This form must be sent as multipart/form-data.',
  ],
  FST_ERR_BAD_URL: [GatewayErrorCode.MalformedRequest, 'The request URL is malformed.'],
};

/** A refusal by status, for one that LIBRARY_REFUSALS does not name. */
function refusalByStatus(status: number): [GatewayErrorCode, string] {
  if (status === 413) return [GatewayErrorCode.BodyTooLarge, 'The request is too large.'];
  if (status === 415) return [GatewayErrorCode.UnsupportedContentType, 'This route does not accept that Content-Type.'];
  if (status === 429) return [GatewayErrorCode.RateLimited, 'Too many requests. Please wait a minute and try again.'];
  return [GatewayErrorCode.MalformedRequest, 'The request is malformed.'];
}

function fieldErrorsOfValidation(issues: readonly { instancePath: string; message?: string }[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[field] ??= issue.message ?? 'This field is invalid.';
  }
  return fieldErrors;
}

/** Relays what identity or media answered with a 4xx (their messages are written for members). */
function relayed(status: number, body: { message?: unknown; code?: unknown; fieldErrors?: unknown }): Answer {
  const message = typeof body.message === 'string' && body.message ? body.message : refusalByStatus(status)[1];
  const answer: ErrorResponse = { message };
  if (typeof body.code === 'string') answer.code = body.code;
  if (body.fieldErrors && typeof body.fieldErrors === 'object') answer.fieldErrors = body.fieldErrors as FieldErrors;
  return { status, body: answer };
}

function domainAnswer(error: DomainError): Answer {
  return { status: httpStatusOf(error.kind), body: errorBodyOf(error) };
}

/** The one mapping from anything a route or hook throws to the status and body the client receives. */
export function answerFor(error: unknown): Answer {
  if (error instanceof DomainError) return domainAnswer(error as DomainError<string>);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = fieldErrorsOfValidation(error.validation);
    const message = Object.values(fieldErrors)[0] ?? 'The request is not valid.';
    const body: ErrorResponse = { message, code: VALIDATION_ERROR_CODE };
    if (!('_' in fieldErrors)) body.fieldErrors = fieldErrors;
    return { status: 400, body };
  }
  if (error instanceof UpstreamRefusal) {
    if (error.status < 500) return relayed(error.status, error.body);
    if (error.status === 503) return domainAnswer(unavailable());
    return { status: 500, body: { message: UNEXPECTED_ERROR_MESSAGE }, unexpected: error };
  }
  if (isUnavailability(error)) return domainAnswer(unavailable());
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if ((fastifyError as { validation?: unknown }).validation) {
      return domainAnswer(gatewayErrors.error(GatewayErrorCode.Validation, 'The request is not valid.'));
    }
    const [code, message] = LIBRARY_REFUSALS[fastifyError.code ?? ''] ?? refusalByStatus(status);
    return { status, body: { message, code } };
  }
  return { status: 500, body: { message: UNEXPECTED_ERROR_MESSAGE }, unexpected: error };
}

/** GraphQL clients get their errors in GraphQL's shape, with the code GraphQL uses for the same kind. */
function asGraphqlBody(status: number, body: ErrorResponse) {
  const kind = Object.values(ErrorKind).find((candidate) => httpStatusOf(candidate) === status);
  const code = kind ? graphqlCodeOf(kind) : 'INTERNAL_SERVER_ERROR';
  const extensions: Record<string, unknown> = { code };
  if (body.correlationId) extensions.correlationId = body.correlationId;
  return { errors: [{ message: body.message, extensions }] };
}

export function correlationIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const header = reply.getHeader(CORRELATION_HEADER);
  return request.gatewayContext?.correlationId ?? (typeof header === 'string' ? header : randomUUID());
}

export interface ErrorHandlingOptions {
  /** Answers a page request the routes do not know (the web app's index.html: 200 for one of its pages, else 404). */
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;
}

const SERVER_PREFIXES = ['/api/', '/graphql', '/media/', '/health/'];

/**
 * The gateway's one error handler: every route and hook error becomes a clear JSON answer; nothing unexpected
 * (a stack, a library's words) reaches a client, which gets a correlation id to quote instead.
 */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler(async (error, request, reply) => {
    const answer = answerFor(error);
    if (answer.unexpected !== undefined || answer.status >= 500) {
      const correlationId = correlationIdOf(request, reply);
      if (answer.status === 500) answer.body = { ...answer.body, correlationId };
      request.log[answer.status === 500 ? 'error' : 'warn'](
        { err: answer.unexpected ?? error, correlationId, url: request.url.split('?')[0] },
        answer.status === 500 ? 'unexpected error' : 'upstream unavailable',
      );
    }
    if (answer.status === 503) void reply.header('retry-after', '5');
    void reply.status(answer.status);
    return request.url.startsWith('/graphql') ? asGraphqlBody(answer.status, answer.body) : answer.body;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage && options.pageFallback) return options.pageFallback(request, reply);
    return reply
      .status(404)
      .send(errorBodyOf(gatewayErrors.error(GatewayErrorCode.RouteNotFound, ROUTE_NOT_FOUND_MESSAGE)));
  });
}

/** A request Fastify refuses before routing it (a URL that does not decode): answered like every other refusal. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const [code, message] = LIBRARY_REFUSALS[error.code] ?? refusalByStatus(error.statusCode ?? 400);
  void reply.status(error.statusCode ?? 400).send({ message, code });
};

/** Malformed HTTP (before Fastify has a request): answered in JSON, in our words, then the socket is closed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    message: tooLarge ? 'The request headers are too large.' : 'The request is malformed.',
    code: GatewayErrorCode.MalformedRequest,
  });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
