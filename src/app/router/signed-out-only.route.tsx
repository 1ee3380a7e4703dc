import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { uiTexts } from '../../domain/messages';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';
import { redirectTarget } from '../../features/auth/redirect-target';
import { selectAuthLoaded, selectIsSignedIn } from '../../features/session/session.slice';
import { useAppSelector } from '../hooks';
import { RouterAuthNavigation } from './router-auth-navigation';

/**
 * SPEC §2 signed-out-only wrapper: 'Loading...' while authentication is unresolved, a signed-in visitor is
 * sent to '/' (replace), otherwise the page (with react-router as its navigation, src/features/auth/auth-navigation.tsx). When the visitor arrived from the guard (`state.from`) and has
 * just signed in, they go straight back to that page instead, so the remembered page survives the race
 * between this redirect and the login page's own navigation.
 */
export function SignedOutOnlyRoute() {
  const authLoaded = useAppSelector(selectAuthLoaded);
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();

  if (!authLoaded) return <FullPageLoader text={uiTexts.loading} />;
  if (signedIn) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={from ? redirectTarget(location.state) : '/'} replace />;
  }
  return (
    <RouterAuthNavigation>
      <Outlet />
    </RouterAuthNavigation>
  );
}
