import { Outlet } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { AccessDenied } from './access-denied';

/** Admin pages: members who are not admins see 'Access Denied' (the graph refuses them anyway). */
export function RequireAdmin() {
  const { state } = useAuth();
  return state.status === 'authenticated' && state.user.isAdmin ? <Outlet /> : <AccessDenied />;
}
