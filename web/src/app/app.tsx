import { BrowserRouter } from 'react-router-dom';
import type { CurrentUser } from '../api/current-user';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth/auth-provider';
import { AppRoutes } from './app-routes';

export function App({ initialUser }: { initialUser?: Promise<CurrentUser | null> }) {
  return (
    <BrowserRouter>
      <ToastProvider>
        <AuthProvider initialUser={initialUser}>
          <AppRoutes />
        </AuthProvider>
      </ToastProvider>
    </BrowserRouter>
  );
}
