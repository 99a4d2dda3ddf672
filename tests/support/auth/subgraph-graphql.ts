import type { ServiceApp } from '@village/kit';

export type { ServiceApp };

export interface GraphqlAnswer<T> {
  statusCode: number;
  data: T | null | undefined;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
}

/**
 * POST /graphql on an in-process subgraph, as the gateway calls it: JSON body (which satisfies Apollo's
 * CSRF prevention) and, when `accessToken` is given, `Authorization: Bearer <token>`.
 */
export async function subgraphQuery<T = Record<string, unknown>>(
  app: ServiceApp,
  accessToken: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    payload: { query, variables },
  });
  const body = response.json<{ data?: T | null; errors?: GraphqlAnswer<T>['errors'] }>();
  return { statusCode: response.statusCode, data: body.data, errors: body.errors };
}

/** `_entities` for User references, the way the gateway resolves a User across subgraphs. */
export const USER_ENTITIES_QUERY = (selection: string): string =>
  `query UserEntities($representations: [_Any!]!) {
     _entities(representations: $representations) { ... on User { ${selection} } }
   }`;

export const userReferences = (...ids: string[]): { representations: Array<{ __typename: 'User'; id: string }> } => ({
  representations: ids.map((id) => ({ __typename: 'User', id })),
});
