import { randomUUID } from 'node:crypto';
import { defineService } from '@village/kit';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import { WRITER_RANDOM } from '../../src/generation/built-in-writer';
import { SERVICE_BRIEFS } from '../../src/generation/text-generator.port';
import type { SocialEnv } from '../../src/env';
import { socialService } from '../../src/social.service';
import { InMemoryServiceBriefs, seededRandom } from './writer-fixtures';

export interface TestMember {
  id: string;
  token: string;
}

export interface WriterTestApp extends ServiceTestApp<SocialEnv> {
  /** The services members host, as SERVICE_BRIEFS sees them. */
  briefs: InMemoryServiceBriefs;
  member(): Promise<TestMember>;
  graph<T = Record<string, unknown>>(
    who: TestMember | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>>;
}

/**
 * The social service with its real writers and an in-memory SERVICE_BRIEFS (the writer's specs need no listings
 * projection), the built-in writer's choices seeded. `env` adds TEXT_GENERATION_* to point it at a stand-in.
 */
export async function startSocialForWriter(env: Record<string, string> = {}): Promise<WriterTestApp> {
  const briefs = new InMemoryServiceBriefs();
  const definition = defineService({
    ...socialService,
    providers: [
      ...(socialService.providers ?? []),
      { provide: SERVICE_BRIEFS, useValue: briefs },
      { provide: WRITER_RANDOM, useValue: seededRandom(14) },
    ],
  });
  const social = await startServiceForTest(definition, { env });
  return {
    ...social,
    briefs,
    member: async () => {
      const id = randomUUID();
      return { id, token: await social.keys.signAccessToken({ id, email: `${id}@example.org`, isAdmin: false }) };
    },
    graph: (who, query, variables = {}) => subgraphQuery(social.app, who?.token ?? null, query, variables),
  };
}
