import { Provider } from 'react-redux';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from '../app/app-theme.provider';
import type { AppStore } from '../app/store';
import type { AuthClient } from '../auth/auth-client.types';
import { AuthContext } from '../auth/auth-context';
import { ToastProvider } from '../components/toast/toast.provider';
// notistack at once (the app loads it with the first toast): a toast shows in the render that asked for it.
import '../components/toast/toast-host.component';

/** The app's provider tree around a memory router, shared by Jest renders and Storybook stories. */
export function TestProviders({
  store,
  router,
  auth,
}: {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  auth: AuthClient;
}) {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>
          <AuthContext.Provider value={auth}>
            <RouterProvider router={router} />
          </AuthContext.Provider>
        </ToastProvider>
      </AppThemeProvider>
    </Provider>
  );
}
