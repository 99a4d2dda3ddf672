import { Outlet } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context';
import { AuthRequiredPage } from './auth-required-page';

export function RequireAuth() {
  const { state } = useAuth();
  return state.status === 'authenticated' ? <Outlet /> : <AuthRequiredPage />;
}
