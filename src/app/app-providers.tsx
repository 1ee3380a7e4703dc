import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider } from '../auth/auth-provider';
import { AppErrorBoundary } from '../components/global-fallback/app-error-boundary.component';
import { ToastProvider } from '../components/toast/toast.provider';
import { AppThemeProvider } from './app-theme.provider';
import type { AppStore } from './store';

/**
 * Everything around the router, outermost first: the store, the theme, the global error boundary (which
 * needs the theme to draw its fallback), toasts, then the identity provider (it writes the session and
 * reads the runtime config through RTK Query).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <AppErrorBoundary>
          <ToastProvider>
            <AuthProvider>{children}</AuthProvider>
          </ToastProvider>
        </AppErrorBoundary>
      </AppThemeProvider>
    </Provider>
  );
}
