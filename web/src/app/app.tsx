import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../api/apollo-client';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth/auth-provider';
import { AppRoutes } from './app-routes';

export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <ToastProvider>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </ToastProvider>
      </BrowserRouter>
    </ApolloProvider>
  );
}
