import { api } from '../api/enhanced-api';
import { pageHints } from '../domain/navigation/page-hints';
import { noticesQuery, type PageBootstrap } from '../domain/navigation/page-bootstrap';
import { noticesLoaded, type NoticeInput } from '../features/notices/notices.slice';
import { sessionResolved } from '../features/session/session.slice';
import { setAccessTokenGetter } from './access-token';
import type { BetterAuthSession } from './builtin/better-auth-client';
import { sessionUserFromBuiltin } from './session-user';

let taken: { bootstrap: PageBootstrap | null } | null = null;

function isPageBootstrap(value: unknown): value is PageBootstrap {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<PageBootstrap>;
  const user = candidate.session?.user;
  return (
    Boolean(user && typeof user.id === 'string' && typeof user.email === 'string') &&
    (candidate.token === null || typeof candidate.token === 'string') &&
    Array.isArray(candidate.queries) &&
    candidate.queries.every((query) => query && typeof query.endpointName === 'string')
  );
}

/**
 * The session, token and first queries the server embedded in this signed-in page (server/src/plugins/
 * page-bootstrap.ts), read once: the element is removed so the token does not stay in the document. Null on pages
 * without it (signed out, Clerk, the development server) or with unreadable JSON.
 */
export function takePageBootstrap(doc: Document = document): PageBootstrap | null {
  if (taken) return taken.bootstrap;
  const element = doc.getElementById(pageHints.pageBootstrapId);
  let bootstrap: PageBootstrap | null = null;
  try {
    const value: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    bootstrap = isPageBootstrap(value) ? value : null;
  } catch {
    bootstrap = null;
  }
  element?.remove();
  taken = { bootstrap };
  return bootstrap;
}

/** Tests: forget what was taken, so the next call reads the document again. */
export function resetPageBootstrapForTests(): void {
  taken = null;
}

/** The embedded session for the built-in adapter's better-auth client, or null. */
export function bootstrapSession(): { session: BetterAuthSession; token: string | null } | null {
  const bootstrap = takePageBootstrap();
  return bootstrap ? { session: bootstrap.session as BetterAuthSession, token: bootstrap.token } : null;
}

type SeedAction = ReturnType<typeof api.util.upsertQueryEntries> | ReturnType<typeof sessionResolved> | ReturnType<typeof noticesLoaded>;

/**
 * Puts the embedded answers into RTK Query's cache as if the API had answered them, and the session into
 * state.session, before the first render: the signed-in page draws its first screen without a round trip.
 */
export function seedPageBootstrap(dispatch: (action: SeedAction) => unknown, doc: Document = document): boolean {
  const bootstrap = takePageBootstrap(doc);
  if (!bootstrap) return false;
  // The session is signed in before the identity adapter has mounted and registered its token getter: the requests the
  // signed-in sagas start at once go out with the embedded token until the adapter's getter (same token cache) takes over.
  if (bootstrap.token) {
    const token = bootstrap.token;
    setAccessTokenGetter(async () => token);
  }
  dispatch(sessionResolved(sessionUserFromBuiltin(bootstrap.session.user)));
  if (bootstrap.queries.length) {
    dispatch(
      api.util.upsertQueryEntries(
        // The names and arguments come from src/domain/navigation/page-bootstrap.ts, checked against the generated API.
        bootstrap.queries.map(({ endpointName, arg, data }) => ({ endpointName, arg, value: data })) as Parameters<typeof api.util.upsertQueryEntries>[0],
      ),
    );
  }
  // The notice strip reads the notices slice (the notices saga fills it): with the page's answer it is in the first screen.
  const notices = bootstrap.queries.find((query) => query.endpointName === noticesQuery.endpointName)?.data as { results?: NoticeInput[] } | undefined;
  if (Array.isArray(notices?.results)) dispatch(noticesLoaded(notices.results));
  return true;
}
