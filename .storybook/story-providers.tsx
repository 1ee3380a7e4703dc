import { useState, type ComponentType } from 'react';
import { createMemoryRouter, useRouteError } from 'react-router-dom';
import { makeStore, type PreloadedState } from '../src/app/store';
import type { AuthClient } from '../src/auth/auth-client.types';
import { createFakeAuthClient } from '../src/auth/testing/fake-auth-client';
import { TestProviders } from '../src/test/test-providers';
import { RouterAuthNavigation } from '../src/app/router/router-auth-navigation';

/**
 * Per-story parameters read by the global decorator:
 * - `store: { preloadedState, runSagas }` — a real store from makeStore (sagas off unless asked for);
 * - `route` — the memory router's initial entry (default '/'); `routePath` — the pattern the story is
 *   mounted at, for stories that read params (default '*');
 * - `auth` — the AuthClient behind useAuth() (default: a fake where everything succeeds).
 */
export interface StoryProviderParameters {
  store?: { preloadedState?: PreloadedState; runSagas?: boolean };
  route?: string;
  routePath?: string;
  auth?: AuthClient;
}

/** A story that throws should fail loudly (in Storybook and in the Jest run), not render the router's error page. */
function RethrowStoryError(): never {
  throw useRouteError();
}

export function StoryProviders({ Story, parameters }: { Story: ComponentType; parameters: StoryProviderParameters }) {
  const [store] = useState(() =>
    makeStore(parameters.store?.preloadedState, { runSagas: parameters.store?.runSagas ?? false }),
  );
  const [router] = useState(() =>
    createMemoryRouter([{ path: parameters.routePath ?? '*', element: (
          <RouterAuthNavigation>
            <Story />
          </RouterAuthNavigation>
        ), errorElement: <RethrowStoryError /> }], {
      initialEntries: [parameters.route ?? '/'],
    }),
  );
  const [auth] = useState(() => parameters.auth ?? createFakeAuthClient());

  return <TestProviders store={store} router={router} auth={auth} />;
}
