import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import { REPORT_CONTENT, REPORTS, RESOLVE_REPORT } from './reports.graph';
import {
  listReportsRouteSchema,
  reportRouteSchema,
  resolveReportRouteSchema,
  type ReportJson,
} from './reports.schemas';

export type ReportsRoutesOptions = GraphRoutesOptions;

/** Members report what worries them; admins work through the reports. */
export async function reportsRoutes(fastify: FastifyInstance, options: ReportsRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.post('/api/reports', { schema: reportRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ reportContent: { id: string; hidden: boolean } }>(
      options.graph,
      REPORT_CONTENT,
      { input: request.body },
      signedIn(request),
    );
    return reply.status(201).send(data.reportContent);
  });

  app.get('/api/admin/reports', { schema: listReportsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ reports: ReportJson[] }>(options.graph, REPORTS, {}, signedIn(request));
    return reply.header('cache-control', 'no-store').send({ reports: data.reports });
  });

  app.post('/api/admin/reports/:id/resolve', { schema: resolveReportRouteSchema }, async (request, reply) => {
    await executeGraph(
      options.graph,
      RESOLVE_REPORT,
      { id: request.params.id, outcome: request.body.outcome, note: request.body.note ?? null },
      signedIn(request),
    );
    return reply.send({ resolved: true as const });
  });
}
