import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Whether a route is the document or its browsable reference (described by nothing but themselves). */
export const isDocumentationRoute = (url: string): boolean => url === OPENAPI_PATH || url.startsWith(DOCS_PREFIX);

const multipartBodies = new WeakSet<object>();

/**
 * Marks a route's body schema as a multipart form: the OpenAPI document shows it, and the route validates the
 * parts it reads with the same schema (a multipart body is streamed, so Fastify has nothing to validate first).
 */
export function multipartBody<S extends z.ZodType>(schema: S): S {
  multipartBodies.add(schema);
  return schema;
}

const zodValidatorCompiler = validatorCompiler as FastifySchemaCompiler<unknown>;
const routeValidatorCompiler: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' && multipartBodies.has(route.schema as object)
    ? (data: unknown) => ({ value: data })
    : zodValidatorCompiler(route);

interface OpenApiDocument {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> };
}

/** The transform adds each named schema twice (as input and as output); the document keeps those it refers to. */
function withoutUnusedComponents<D extends OpenApiDocument>(document: D): D {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  let referring = JSON.stringify(document.paths ?? {});
  for (let grew = true; grew;) {
    grew = false;
    for (const name of Object.keys(schemas)) {
      if (used.has(name) || !referring.includes(`"#/components/schemas/${name}"`)) continue;
      used.add(name);
      referring += JSON.stringify(schemas[name]);
      grew = true;
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What an /api route lacks to be described: its request (body for writes, query or params otherwise) and a
 * response schema for a success and for an unexpected error. Empty when the route is fully described.
 */
export function missingSchemas(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): string[] {
  const schema = (route.schema ?? {}) as FastifySchema & { hide?: boolean };
  const methods = [route.method].flat();
  const problems: string[] = [];
  const needsBody = methods.some((method) => BODY_METHODS.has(method));
  if (needsBody && !schema.body) problems.push('a body schema');
  if (!needsBody && !schema.querystring && !schema.params) problems.push('a querystring or params schema');
  const statuses = Object.keys(schema.response ?? {});
  if (!statuses.some((status) => /^[23]/.test(status))) problems.push('a success (2xx/3xx) response schema');
  if (!statuses.includes('500')) problems.push('a 500 response schema');
  return problems;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerOpenApi (all of the gateway's), as Fastify's onRoute saw it. */
    routeCatalogue: RouteOptions[];
  }
}

/**
 * Every /api route is described by zod schemas that validate it and produce the OpenAPI 3.1 document; an /api
 * route registered without them stops the gateway from starting. Call before registering any route.
 */
export async function registerOpenApi(app: FastifyInstance, options: { browsable: boolean }): Promise<void> {
  app.setValidatorCompiler(routeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const catalogue: RouteOptions[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    catalogue.push(route);
    if (!route.url.startsWith('/api/') || isDocumentationRoute(route.url)) return;
    const problems = missingSchemas(route);
    if (problems.length > 0) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url} is registered without ${problems.join(', ')}.`);
    }
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Village REST API',
        version: '1.0.0',
        description:
          "The REST adapters at /api (the spec's call table); data otherwise comes from the GraphQL graph at /graphql. " +
          'Unsafe requests carry the CSRF token of the village_csrf cookie in the X-CSRF-Token header.',
      },
    },
    transform: (document) =>
      document.url.startsWith('/api/') && !isDocumentationRoute(document.url)
        ? jsonSchemaTransform(document)
        : { schema: { hide: true }, url: document.url },
    transformObject: (document) =>
      withoutUnusedComponents(jsonSchemaTransformObject(document) as OpenApiDocument) as never,
  });
  if (options.browsable) {
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null },
    });
  }
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
