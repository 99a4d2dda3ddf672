import { useRef } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context';

/**
 * Pages for signing in or up: a member who is already signed in when they open one goes to their dashboard. A
 * member who signs in on the page itself stays until the page sends them on (its own toast and delay).
 */
export function SignedOutOnly() {
  const { state } = useAuth();
  const signedInOnArrival = useRef(state.status === 'authenticated');
  return signedInOnArrival.current ? <Navigate to="/" replace /> : <Outlet />;
}
