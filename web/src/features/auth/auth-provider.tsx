import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getCurrentUser } from '../../api/auth-api';
import type { CurrentUser } from '../../api/current-user';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

interface AuthProviderProps {
  children: ReactNode;
  loadCurrentUser?: () => Promise<CurrentUser | null>;
  initialUser?: Promise<CurrentUser | null>;
}

const LOADING: AuthState = { status: 'loading', user: null };

export function AuthProvider({ children, loadCurrentUser = getCurrentUser, initialUser }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(LOADING);
  const [error, setError] = useState<Error | null>(null);
  const latestRequest = useRef(0);
  const firstLoad = useRef(initialUser);

  const refresh = useCallback(async () => {
    const request = ++latestRequest.current;
    const pending = firstLoad.current ?? loadCurrentUser();
    firstLoad.current = undefined;
    try {
      const user = await pending;
      if (request === latestRequest.current) {
        setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
        setError(null);
      }
      return user;
    } catch (cause) {
      if (request === latestRequest.current) {
        setState({ status: 'anonymous', user: null });
        setError(cause instanceof Error ? cause : new Error(String(cause)));
      }
      return null;
    }
  }, [loadCurrentUser]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<AuthContextValue>(() => ({ state, error, refresh }), [state, error, refresh]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
