import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { csrfHeaders } from './csrf';

export function createApolloClient(uri = '/graphql'): ApolloClient {
  const csrfLink = new SetContextLink((prevContext) => ({
    headers: { ...(prevContext.headers as Record<string, string> | undefined), ...csrfHeaders() },
  }));
  const httpLink = new HttpLink({ uri, credentials: 'include' });

  return new ApolloClient({
    link: ApolloLink.from([csrfLink, httpLink]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
