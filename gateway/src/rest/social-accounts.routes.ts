import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  COMPLETE_SOCIAL_ACCOUNT_CONNECTION,
  DISCONNECT_SOCIAL_ACCOUNT,
  SOCIAL_ACCOUNTS_QUERY,
  START_SOCIAL_ACCOUNT_CONNECTION,
  type GraphSocialAccount,
} from './social-accounts.graph';
import {
  completeConnectionRouteSchema,
  disconnectRouteSchema,
  listSocialAccountsRouteSchema,
  startConnectionRouteSchema,
  type SocialAccountJson,
} from './social-accounts.schemas';
import { SOCIAL_PLATFORMS } from './social-media-posts.schemas';

const platformNotFound = () =>
  new UpstreamRefusal(404, { message: 'Platform not found', code: 'SOCIAL_PLATFORM_NOT_FOUND' });

/** Only the four platforms name an account: anything else is 404 without asking the graph. */
function platformOf(name: string): SocialAccountJson['platform'] {
  const platform = SOCIAL_PLATFORMS.find((known) => known === name);
  if (!platform) throw platformNotFound();
  return platform;
}

export const socialAccountJson = (account: GraphSocialAccount): SocialAccountJson => ({
  platform: account.platform as SocialAccountJson['platform'],
  mode: account.mode as SocialAccountJson['mode'],
  accountName: account.accountName,
  connectedAt: account.connectedAt,
});

/** The /api/social-accounts calls: the member's own platform accounts, through the social subgraph. */
export async function socialAccountsRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/social-accounts', { schema: listSocialAccountsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ socialAccounts: GraphSocialAccount[] }>(
      options.graph,
      SOCIAL_ACCOUNTS_QUERY,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.socialAccounts.map(socialAccountJson));
  });

  app.post('/api/social-accounts/:platform/connect', { schema: startConnectionRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ startSocialAccountConnection: { authorizeUrl: string } }>(
      options.graph,
      START_SOCIAL_ACCOUNT_CONNECTION,
      { platform: platformOf(request.params.platform) },
      context,
    );
    return reply
      .header('cache-control', 'no-store')
      .send({ authorizeUrl: data.startSocialAccountConnection.authorizeUrl });
  });

  app.post(
    '/api/social-accounts/:platform/complete',
    { schema: completeConnectionRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ completeSocialAccountConnection: GraphSocialAccount }>(
        options.graph,
        COMPLETE_SOCIAL_ACCOUNT_CONNECTION,
        { platform: platformOf(request.params.platform), code: request.body.code, state: request.body.state },
        context,
      );
      return reply.send(socialAccountJson(data.completeSocialAccountConnection));
    },
  );

  app.delete('/api/social-accounts/:platform', { schema: disconnectRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ disconnectSocialAccount: GraphSocialAccount }>(
      options.graph,
      DISCONNECT_SOCIAL_ACCOUNT,
      { platform: platformOf(request.params.platform) },
      context,
    );
    return reply.send(socialAccountJson(data.disconnectSocialAccount));
  });
}
