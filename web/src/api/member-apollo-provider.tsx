import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo-client';

let client: ReturnType<typeof createApolloClient> | undefined;

export function MemberApolloProvider({ children }: { children: ReactNode }) {
  client ??= createApolloClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
