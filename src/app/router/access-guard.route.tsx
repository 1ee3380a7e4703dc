import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';
import { decideAccess } from '../../domain/access/access-guard';
import { selectAuthLoaded, selectIsSignedIn } from '../../features/session/session.slice';
import { useAppSelector } from '../hooks';

/**
 * The signed-in access guard of SPEC §2, applying `decideAccess()` to the session and whoami.
 * A failed whoami counts as neither role with an incomplete profile (SPEC §6).
 */
export function AccessGuardRoute() {
  const authLoaded = useAppSelector(selectAuthLoaded);
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const whoami = useWhoamiQuery({ skip: !authLoaded || !signedIn });

  const decision = decideAccess({
    authLoaded,
    signedIn,
    whoamiLoading: whoami.isLoading || (whoami.isUninitialized && signedIn),
    whoami: whoami.isError ? null : (whoami.data ?? null),
    pathname: location.pathname,
  });

  switch (decision.kind) {
    case 'loading':
      return <FullPageLoader text={decision.text} />;
    case 'redirect':
      return decision.rememberFrom ? (
        <Navigate to={decision.to} replace state={{ from: location }} />
      ) : (
        <Navigate to={decision.to} replace />
      );
    default:
      return <Outlet />;
  }
}
