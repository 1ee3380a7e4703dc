import { createContext, useContext } from 'react';
import type { AuthClient } from './auth-client.types';

/**
 * The active identity adapter. AuthProvider fills it in the app; stories and tests may provide any
 * AuthClient (e.g. the fake in src/auth/testing) through AuthContext.Provider.
 */
export const AuthContext = createContext<AuthClient | null>(null);

export function useAuth(): AuthClient {
  const client = useContext(AuthContext);
  if (!client) throw new Error('useAuth must be used within an AuthProvider');
  return client;
}
