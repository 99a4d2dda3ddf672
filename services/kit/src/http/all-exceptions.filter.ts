import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { currentCorrelationId } from '../logging/correlation';

/** Last-resort filter: known HTTP errors pass through, anything else becomes a 500 with a correlation id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() === 'graphql') {
      if (exception instanceof HttpException) return exception;
      this.logger.error({ err: exception }, 'unhandled error in resolver');
      return new HttpException({ message: 'Something went wrong', correlationId: currentCorrelationId() }, 500);
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      return reply.status(exception.getStatus()).send(typeof body === 'string' ? { message: body } : body);
    }
    this.logger.error({ err: exception }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong', correlationId: currentCorrelationId() });
  }
}
