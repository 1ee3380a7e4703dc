import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { sessionResolved } from '../features/session/session.slice';
import { AuthContext } from './auth-context';
import { FullPageLoader } from '../components/full-page-loader/full-page-loader.component';
import { BuiltinAuthAdapter } from './builtin/builtin-auth.adapter';
import type { ClerkAuthAdapterProps } from './clerk/clerk-auth.adapter';
import { loadClerkAdapter } from './clerk/load-clerk-adapter';
import { unavailableAuthClient } from './unavailable-auth-client';
import type { AuthRuntimeConfig } from './runtime-config';
import { useAuthRuntimeConfig } from './use-auth-runtime-config';

export { useAuth } from './auth-context';

type ClerkLoad = { status: 'loading' } | { status: 'ready'; Adapter: ComponentType<ClerkAuthAdapterProps> } | { status: 'failed' };

function ClerkMode({ publishableKey, googleEnabled, children }: Omit<ClerkAuthAdapterProps, 'children'> & { children: ReactNode }) {
  const dispatch = useDispatch();
  const [load, setLoad] = useState<ClerkLoad>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    loadClerkAdapter().then(
      (module) => live && setLoad({ status: 'ready', Adapter: module.default }),
      () => {
        if (!live) return;
        setLoad({ status: 'failed' });
        dispatch(sessionResolved(null));
      },
    );
    return () => {
      live = false;
    };
  }, [dispatch]);

  if (load.status === 'loading') return <FullPageLoader />;
  if (load.status === 'failed') {
    return <AuthContext.Provider value={unavailableAuthClient('clerk')}>{children}</AuthContext.Provider>;
  }
  const { Adapter } = load;
  return (
    <Adapter publishableKey={publishableKey} googleEnabled={googleEnabled}>
      {children}
    </Adapter>
  );
}

/**
 * Chooses the identity provider from the runtime config and provides `useAuth()` to everything below.
 * Must sit inside the Redux Provider (it writes `state.session`); the router goes inside it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const answer = useAuthRuntimeConfig();
  // Once chosen, the provider stays mounted even if the config query is reset later (e.g. at sign-out).
  const chosen = useRef<AuthRuntimeConfig | null>(null);
  if (answer !== 'loading') chosen.current ??= answer;
  const config = chosen.current;
  if (!config) return <FullPageLoader />;
  if (config.identityProvider === 'clerk' && config.clerkPublishableKey) {
    return (
      // google_enabled describes the built-in provider only; in Clerk mode Google is Clerk's own setting, so the
      // button is offered and Clerk's answer (e.g. strategy not enabled) is shown if it is off there.
      <ClerkMode publishableKey={config.clerkPublishableKey} googleEnabled>
        {children}
      </ClerkMode>
    );
  }
  return (
    <BuiltinAuthAdapter googleEnabled={config.googleEnabled} passwordResetEnabled={config.passwordResetEnabled}>
      {children}
    </BuiltinAuthAdapter>
  );
}
