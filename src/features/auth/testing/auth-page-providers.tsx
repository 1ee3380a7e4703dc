import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { SnackbarProvider } from 'notistack';
import type { AuthClient } from '../../../auth/auth-client.types';
import { AuthContext } from '../../../auth/auth-context';
import { createFakeAuthClient } from '../../../auth/testing/fake-auth-client';
import { sessionSlice } from '../../session/session.slice';

export const makeSessionStore = () => configureStore({ reducer: { session: sessionSlice.reducer } });

/** The auth client and toasts an auth page needs (stories add these on top of the global decorators). */
export function AuthPageProviders({ auth, children }: { auth?: AuthClient; children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <AuthContext.Provider value={auth ?? createFakeAuthClient()}>{children}</AuthContext.Provider>
    </SnackbarProvider>
  );
}

/** For tests only: a store holding the session slice, plus the providers above. */
export function AuthPageTestProviders({ auth, children }: { auth?: AuthClient; children: ReactNode }) {
  return (
    <Provider store={makeSessionStore()}>
      <AuthPageProviders auth={auth}>{children}</AuthPageProviders>
    </Provider>
  );
}
