import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { makeStore, type PreloadedState } from '../app/store';
import type { AuthClient } from '../auth/auth-client.types';
import { createFakeAuthClient } from '../auth/testing/fake-auth-client';
import { rolePermissions } from '../domain/brands/team-permissions';
import { TestProviders } from './test-providers';
import type { SessionUser } from '../features/session/session.slice';

export interface RenderOptions {
  preloadedState?: PreloadedState;
  auth?: AuthClient;
  /** Initial history entry, e.g. '/campaigns/invites?tab=open'. */
  route?: string;
}

/** Renders routes the way the app does: real store (sagas running), theme, toasts, an auth client, a memory router. */
export function renderRoutes(routes: RouteObject[], { preloadedState, auth, route = '/' }: RenderOptions = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const client = auth ?? createFakeAuthClient();
  const result = render(<TestProviders store={store} router={router} auth={client} />);
  return { ...result, store, router, auth: client };
}

export const testUser: SessionUser = { id: 'u1', email: 'asha@example.com', name: 'Asha', imageUrl: null, persona: 'influencer' };

export const signedIn = (user: SessionUser = testUser): PreloadedState => ({ session: { status: 'signedIn', user } });
export const signedOut: PreloadedState = { session: { status: 'signedOut', user: null } };
export const authLoading: PreloadedState = { session: { status: 'loading', user: null } };

type WhoamiOverrides = Partial<Record<'is_brand' | 'is_influencer' | 'is_profile_completed' | 'is_staff', boolean>> & {
  brand_role?: 'admin' | 'manager' | 'viewer' | null;
  /** The member's effective flags; absent = the role's defaults (as the server answers for a member without own flags). */
  brand_permissions?: string[] | null;
};

export const whoami = (overrides: WhoamiOverrides = {}) => {
  const role = overrides.brand_role !== undefined ? overrides.brand_role : overrides.is_brand ? ('admin' as const) : null;
  return {
    id: 'u1',
    email: 'asha@example.com',
    name: 'Asha',
    image_url: null,
    persona: overrides.is_brand ? 'brand' : 'influencer',
    is_staff: false,
    is_profile_completed: true,
    is_brand: false,
    is_influencer: true,
    brand_id: overrides.is_brand ? 'b1' : null,
    brand_role: role,
    brand_permissions: role ? [...rolePermissions[role]] : null,
    brands: overrides.is_brand ? [{ id: 'b1', name: 'Acme', role: 'admin' as const }] : [],
    influencer_id: overrides.is_brand ? null : 'i1',
    ...overrides,
  };
};

type Responder = (request: Request) => Response | Promise<Response>;

/** Answers the SPA's API calls: `mockApi({ '/accounts/whoami/': () => json(whoami()) })`; anything else 404s. */
export function mockApi(handlers: Record<string, Responder>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '');
    const handler = handlers[path];
    return handler ? handler(request) : json({ detail: 'Not found', code: 'not_found' }, 404);
  });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A response that never arrives (to see a loading state). */
export const never = () => new Promise<Response>(() => undefined);

