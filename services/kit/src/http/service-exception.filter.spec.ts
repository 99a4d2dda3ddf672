import 'reflect-metadata';
import { Body, Controller, ForbiddenException, Get, Module, Post, type ArgumentsHost } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import { defineErrors, ErrorKind } from '../errors/domain-error';
import { UNAVAILABLE_MESSAGE } from '../errors/dependency-unavailable';
import { UNEXPECTED_ERROR_MESSAGE } from '../errors/transport-mapping';
import { acceptJsonBody } from './json-body.parser';
import { INVALID_JSON_MESSAGE } from './request-errors';
import { ServiceExceptionFilter } from './service-exception.filter';

enum ShelfErrorCode {
  Taken = 'SHELF_TAKEN',
}
const shelfErrors = defineErrors<ShelfErrorCode>({ [ShelfErrorCode.Taken]: ErrorKind.Conflict });
const INTERNAL_DETAIL = 'connect ECONNREFUSED 10.0.0.5:5432';
/** What node-postgres throws while the database is down: a socket error with its code. */
const databaseRefused = () => Object.assign(new Error(INTERNAL_DETAIL), { code: 'ECONNREFUSED' });

@Controller()
class ProbeController {
  @Post('echo')
  echo(@Body() body: unknown): unknown {
    return { received: body };
  }

  @Get('taken')
  taken(): never {
    throw shelfErrors.error(ShelfErrorCode.Taken, 'That shelf is taken', { shelf: 'That shelf is taken' });
  }

  @Get('forbidden')
  forbidden(): never {
    throw new ForbiddenException({ message: 'Not yours' });
  }

  @Get('crash')
  crash(): never {
    throw new Error(INTERNAL_DETAIL);
  }

  @Get('database-down')
  databaseDown(): never {
    throw databaseRefused();
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const logged: string[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
let app: NestFastifyApplication;

beforeAll(async () => {
  app = await NestFactory.create<NestFastifyApplication>(ProbeModule, new FastifyAdapter({ bodyLimit: 1024 }), {
    logger: false,
    bodyParser: false,
  });
  acceptJsonBody(app.getHttpAdapter().getInstance());
  app.useGlobalFilters(new ServiceExceptionFilter(logger));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});

afterAll(async () => {
  await app?.close();
});

const postJson = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

describe('the service exception filter over HTTP', () => {
  it("answers a domain error with its kind's status, its message, code and field errors", async () => {
    const response = await app.inject({ method: 'GET', url: '/taken' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That shelf is taken',
      code: 'SHELF_TAKEN',
      fieldErrors: { shelf: 'That shelf is taken' },
    });
  });

  it('keeps a Nest HTTP exception as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/forbidden' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Not yours' });
  });

  it('answers anything else with 500, a correlation id and no internals, and logs it', async () => {
    logged.length = 0;

    const response = await app.inject({ method: 'GET', url: '/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: UNEXPECTED_ERROR_MESSAGE, correlationId: undefined });
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(logged.join('')).toContain(INTERNAL_DETAIL);
  });

  it('answers an unreachable database with 503 and a message to try again, without its internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/database-down' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'DEPENDENCY_UNAVAILABLE' });
  });

  it.each([
    ['malformed JSON', '{"name": "Sam",'],
    ['an empty JSON body', ''],
    ['JSON that sets __proto__', '{"__proto__": {"isAdmin": true}}'],
  ])('answers %s with 400 and a message of its own', async (_label, payload) => {
    const response = await postJson(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_JSON_MESSAGE, code: 'INVALID_JSON' });
  });

  it('still reads well-formed JSON', async () => {
    const response = await postJson('{"name":"Sam"}');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: { name: 'Sam' } });
  });

  it('answers a body over the limit with 413 and a content type it cannot read with 415, in its own words', async () => {
    const tooLarge = await postJson(JSON.stringify({ text: 'x'.repeat(2048) }));
    const unreadable = await postJson('<xml/>', 'application/xml');

    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: 'The request body is too large.' }]);
    expect([unreadable.statusCode, unreadable.json()]).toEqual([
      415,
      { message: 'This content type is not supported.' },
    ]);
  });
});

describe('the service exception filter in a resolver', () => {
  const filter = new ServiceExceptionFilter(pino({ level: 'silent' }));
  const graphqlHost = { getType: () => 'graphql' } as unknown as ArgumentsHost;

  it('turns a domain error into a GraphQL error with the code of its kind', () => {
    const error = filter.catch(shelfErrors.error(ShelfErrorCode.Taken, 'That shelf is taken'), graphqlHost);

    expect(error).toBeInstanceOf(GraphQLError);
    expect(error).toMatchObject({ message: 'That shelf is taken', extensions: { code: 'CONFLICT' } });
  });

  it("answers a guard's HTTP exception with its message and the code of its kind, without Nest's body", () => {
    const error = filter.catch(new ForbiddenException({ message: 'Not yours' }), graphqlHost);

    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).toJSON()).toEqual({ message: 'Not yours', extensions: { code: 'FORBIDDEN' } });
  });

  it('turns an unreachable database into SERVICE_UNAVAILABLE, which the gateway answers with 503', () => {
    const error = filter.catch(databaseRefused(), graphqlHost);

    expect((error as GraphQLError).toJSON()).toEqual({
      message: UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE', errorCode: 'DEPENDENCY_UNAVAILABLE' },
    });
  });

  it('turns anything else into an internal error without its message', () => {
    const error = filter.catch(new Error(INTERNAL_DETAIL), graphqlHost);

    expect(error).toMatchObject({ message: UNEXPECTED_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});
