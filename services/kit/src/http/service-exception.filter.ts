import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { dependencyUnavailable, isDependencyUnavailable } from '../errors/dependency-unavailable';
import { ErrorKind, isDomainError } from '../errors/domain-error';
import { errorBodyOf, graphqlCodeOf, httpStatusOf, UNEXPECTED_ERROR_MESSAGE } from '../errors/transport-mapping';
import { currentCorrelationId } from '../logging/correlation';
import { refusedRequestMessage } from './request-errors';

/** The kind of a Nest HTTP exception a resolver throws (a guard's 401 or 403), so GraphQL answers it like ours. */
function kindOfHttpStatus(status: number): ErrorKind | undefined {
  if (status >= 500) return undefined;
  return Object.values(ErrorKind).find((kind) => httpStatusOf(kind) === status);
}

/**
 * The one error filter of every service, for REST routes and resolvers alike:
 * - a `DomainError` gets its kind's HTTP status and `{ message, code, fieldErrors? }`, or in GraphQL an error with
 *   `extensions.code` for its kind;
 * - a Nest `HttpException` (guards, 404s, readiness) keeps its status and body; one carrying only the framework's
 *   own words (Fastify refusing a body, which Nest passes on as a bare string) gets a message of ours instead; in
 *   GraphQL it keeps its message and gets the code of its status's kind (and none of Nest's `originalError`);
 * - a dependency that cannot be reached (the database restarting, object storage down) is answered as unavailable
 *   (503, GraphQL SERVICE_UNAVAILABLE): the request may be tried again, and nothing was half done;
 * - anything else is logged and answered 500 with a correlation id, never with its message or stack.
 */
@Catch()
export class ServiceExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(thrown: unknown, host: ArgumentsHost): unknown {
    const exception = this.unavailableOr(thrown);
    if (host.getType<string>() === 'graphql') return this.graphqlError(exception);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (isDomainError(exception)) {
      return reply.status(httpStatusOf(exception.kind)).send(errorBodyOf(exception));
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body !== 'string') return reply.status(status).send(body);
      if (status < 500) return reply.status(status).send({ message: refusedRequestMessage(status) });
    }
    this.logger.error({ err: exception }, 'unhandled error');
    return reply.status(500).send({ message: UNEXPECTED_ERROR_MESSAGE, correlationId: currentCorrelationId() });
  }

  private unavailableOr(exception: unknown): unknown {
    if (isDomainError(exception) || exception instanceof HttpException || !isDependencyUnavailable(exception))
      return exception;
    this.logger.warn({ err: exception }, 'a dependency is unavailable');
    return dependencyUnavailable();
  }

  private graphqlError(exception: unknown): unknown {
    if (isDomainError(exception)) {
      return new GraphQLError(exception.message, {
        extensions: {
          code: graphqlCodeOf(exception.kind),
          errorCode: exception.code,
          ...(exception.fieldErrors ? { fieldErrors: exception.fieldErrors } : {}),
        },
      });
    }
    const kind = exception instanceof HttpException ? kindOfHttpStatus(exception.getStatus()) : undefined;
    if (kind)
      return new GraphQLError(exception instanceof Error ? exception.message : '', {
        extensions: { code: graphqlCodeOf(kind) },
      });
    this.logger.error({ err: exception }, 'unhandled error in resolver');
    return new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
      extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId: currentCorrelationId() },
    });
  }
}
