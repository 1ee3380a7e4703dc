import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { enqueueToast } from '../../components/toast/toast-queue';
import { AuthNavigationContext, type AuthNavigation } from '../../features/auth/auth-navigation';

/** The signed-out pages inside the app: react-router's navigation, location state and links. */
export function RouterAuthNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const value = useMemo<AuthNavigation>(
    () => ({
      navigate: (to, options) => {
        if (options?.toast) enqueueToast(options.toast.message, { variant: options.toast.variant });
        void navigate(to, { replace: options?.replace });
      },
      search: location.search,
      state: location.state,
      Link: RouterLink,
    }),
    [navigate, location.search, location.state],
  );
  return <AuthNavigationContext.Provider value={value}>{children}</AuthNavigationContext.Provider>;
}
