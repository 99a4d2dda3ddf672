import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GatewayErrorCode, gatewayErrors } from '../errors/gateway.errors';
import { executeGraph } from '../graph/execute-graph';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import { dataExportArchive, type PhotoFetcher } from './data-export/data-export-archive';
import { DATA_EXPORT_QUERY, type DataExportResult } from './data-export/data-export.graph';
import { dataExportRouteSchema } from './data-export/data-export.schemas';

export interface DataExportRoutesOptions extends GraphRoutesOptions {
  /** Fetches a photo's bytes by the address media serves it at; null when media no longer has it. */
  fetchPhoto: PhotoFetcher;
  exportsPerHour: number;
}

export const EXPORTING_TOO_OFTEN = 'You have downloaded your data several times this hour. Please try again later.';

/** Counted per member: an export asks every service and reads every photo. */
const exportRateLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `data-export:${request.gatewayContext?.userId ?? `ip:${request.ip}`}`,
    errorResponseBuilder: () => gatewayErrors.error(GatewayErrorCode.RateLimited, EXPORTING_TOO_OFTEN),
  },
});

/** GET /api/me/data-export: every service's part of the signed-in member's data and their photos, as one ZIP. */
export async function dataExportRoutes(fastify: FastifyInstance, options: DataExportRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/me/data-export',
    { config: exportRateLimit(options.exportsPerHour), schema: dataExportRouteSchema },
    async (request, reply) => {
      const context = signedInContext(options, request);
      const parts = await executeGraph<DataExportResult>(options.graph, DATA_EXPORT_QUERY, {}, context);
      const now = new Date();
      const archive = await dataExportArchive(parts, options.fetchPhoto, now);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="village-data-${now.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive as never);
    },
  );
}
