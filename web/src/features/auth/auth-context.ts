import { createContext, useContext } from 'react';
import type { CurrentUser } from '../../api/current-user';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'anonymous'; user: null };

export interface AuthContextValue {
  state: AuthState;
  error: Error | null;
  refresh: () => Promise<CurrentUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth must be used inside an AuthProvider');
  }
  return value;
}
