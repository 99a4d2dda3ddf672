import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  GENERATE_MATCHES,
  LATEST_MATCH_RUN,
  MY_AVAILABILITY,
  MY_MATCHES,
  MY_MATCHING_PREFERENCES,
  RESPOND_TO_MATCH,
  SET_AVAILABILITY,
  UPDATE_MATCHING_PREFERENCES,
} from './matching.graph';
import {
  generateMatchesRouteSchema,
  getAvailabilityRouteSchema,
  getPreferencesRouteSchema,
  latestMatchRunRouteSchema,
  matchResultsRouteSchema,
  putAvailabilityRouteSchema,
  putPreferencesRouteSchema,
  respondToMatchRouteSchema,
  type AvailabilityRuleJson,
  type MatchJson,
  type MatchRunJson,
  type UserPreferencesJson,
} from './matching.schemas';

export type MatchingRoutesOptions = GraphRoutesOptions;

interface GraphPreferences {
  serviceTypes: UserPreferencesJson['serviceTypes'];
  maxDistanceMiles: number;
  minMatchScore: number;
  verifiedContactOnly: boolean;
}

type MatchedUserJson = MatchJson['matchedUser'];
type GraphMatch = Omit<MatchJson, 'matchingFactors' | 'matchedUser'> & {
  factors: MatchJson['matchingFactors'];
  matchedUser: Omit<MatchedUserJson, 'profileImageUrl' | 'trustLevel'> & {
    member: { profileImageUrl: string | null; trustLevel: MatchedUserJson['trustLevel'] } | null;
  };
};

const preferencesJson = ({ maxDistanceMiles, ...rest }: GraphPreferences): UserPreferencesJson => ({
  ...rest,
  maxDistance: maxDistanceMiles,
});

const matchJson = ({ factors, matchedUser: { member, ...matchedUser }, ...rest }: GraphMatch): MatchJson => ({
  ...rest,
  matchingFactors: factors,
  matchedUser: {
    ...matchedUser,
    profileImageUrl: member?.profileImageUrl ?? null,
    trustLevel: member?.trustLevel ?? 'NONE',
  },
});

/** The spec's /api/user-preferences and /api/ai-matching calls, and /api/availability: REST over the matching graph. */
export async function matchingRoutes(fastify: FastifyInstance, options: MatchingRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const run = <T>(request: FastifyRequest, query: string, variables: Record<string, unknown> = {}) =>
    executeGraph<T>(options.graph, query, variables, signedInContext(options, request));

  app.get('/api/user-preferences', { schema: getPreferencesRouteSchema }, async (request, reply) => {
    const data = await run<{ myMatchingPreferences: GraphPreferences }>(request, MY_MATCHING_PREFERENCES);
    return reply.header('cache-control', 'no-store').send(preferencesJson(data.myMatchingPreferences));
  });

  app.put('/api/user-preferences', { schema: putPreferencesRouteSchema }, async (request, reply) => {
    const { maxDistance, ...rest } = request.body;
    const data = await run<{ updateMatchingPreferences: GraphPreferences }>(request, UPDATE_MATCHING_PREFERENCES, {
      input: { ...rest, maxDistanceMiles: maxDistance },
    });
    return reply.send(preferencesJson(data.updateMatchingPreferences));
  });

  app.post('/api/ai-matching/generate', { schema: generateMatchesRouteSchema }, async (request, reply) => {
    const data = await run<{ generateMatches: MatchRunJson }>(request, GENERATE_MATCHES);
    return reply.status(202).send(data.generateMatches);
  });

  app.get('/api/ai-matching/runs/latest', { schema: latestMatchRunRouteSchema }, async (request, reply) => {
    const data = await run<{ latestMatchRun: MatchRunJson | null }>(request, LATEST_MATCH_RUN);
    return reply.header('cache-control', 'no-store').send({ run: data.latestMatchRun });
  });

  app.get('/api/ai-matching/results', { schema: matchResultsRouteSchema }, async (request, reply) => {
    const data = await run<{
      myMatches: { matches: GraphMatch[]; stats: { total: number; pending: number; mutual: number } };
    }>(request, MY_MATCHES);
    return reply
      .header('cache-control', 'no-store')
      .send({ matches: data.myMatches.matches.map(matchJson), stats: data.myMatches.stats });
  });

  app.post('/api/ai-matching/respond/:matchId', { schema: respondToMatchRouteSchema }, async (request, reply) => {
    const data = await run<{ respondToMatch: GraphMatch }>(request, RESPOND_TO_MATCH, {
      matchId: request.params.matchId,
      response: request.body.response,
    });
    return reply.send(matchJson(data.respondToMatch));
  });

  app.get('/api/availability', { schema: getAvailabilityRouteSchema }, async (request, reply) => {
    const data = await run<{ myAvailability: AvailabilityRuleJson[] }>(request, MY_AVAILABILITY);
    return reply.header('cache-control', 'no-store').send({ rules: data.myAvailability });
  });

  app.put('/api/availability', { schema: putAvailabilityRouteSchema }, async (request, reply) => {
    const rules = request.body.rules.map((rule) => ({
      kind: rule.kind,
      state: rule.state,
      startsOn: rule.startsOn ?? null,
      days: rule.days ?? null,
      from: rule.from ?? null,
      to: rule.to ?? null,
    }));
    const data = await run<{ setAvailability: AvailabilityRuleJson[] }>(request, SET_AVAILABILITY, { rules });
    return reply.send({ rules: data.setAvailability });
  });
}
