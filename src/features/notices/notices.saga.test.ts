import { makeStore } from '../../app/store';
import { setAccessTokenGetter } from '../../auth/access-token';
import { sessionResolved } from '../session/session.slice';
import { createInitialNoticesState, noticeDismissed, selectNoticesError, selectVisibleNotices, toNotice, type NoticeInput } from './notices.slice';
import { dismissedNoticesKey } from './notices.storage';

const user = { id: 'u1', email: 'asha@example.com', name: 'Asha', imageUrl: null, persona: 'influencer' as const };
const page = (results: unknown[]) =>
  new Response(JSON.stringify({ count: results.length, next: null, previous: null, results }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const apiNotice = { id: 'n1', message: 'Payouts run on Fridays', severity: 'info', dismissible: true, created_at: '2025-01-01T00:00:00Z' };

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = jest.spyOn(globalThis, 'fetch');
  setAccessTokenGetter(async () => 'token-abc');
});
afterEach(() => {
  fetchMock.mockRestore();
  setAccessTokenGetter(async () => null);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
// Other features' sagas (notifications) also call the API once signed in: count only the notices requests.
const noticeRequests = () =>
  fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/v1/notices/');

describe('notices saga', () => {
  it('loads the notices through the API once the user is signed in', async () => {
    fetchMock.mockImplementation(async () => page([apiNotice]));
    const store = makeStore();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    store.dispatch(sessionResolved(user));
    await settle();

    const request = noticeRequests()[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/v1/notices/');
    expect(request.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(selectVisibleNotices(store.getState()).map((notice) => notice.message)).toEqual(['Payouts run on Fridays']);
  });

  it('loads at start when the session is already signed in, and not again for the same user', async () => {
    fetchMock.mockImplementation(async () => page([apiNotice]));
    const store = makeStore({ session: { status: 'signedIn', user } });
    await settle();
    store.dispatch(sessionResolved(user));
    await settle();
    expect(noticeRequests()).toHaveLength(1);
  });

  it('does not ask again at start for notices the page carried', async () => {
    fetchMock.mockImplementation(async () => page([apiNotice]));
    const store = makeStore({
      session: { status: 'signedIn', user },
      notices: { ...createInitialNoticesState(), items: [toNotice(apiNotice as NoticeInput)], status: 'loaded' },
    });
    await settle();
    expect(noticeRequests()).toHaveLength(0);
    expect(selectVisibleNotices(store.getState()).map((notice) => notice.message)).toEqual(['Payouts run on Fridays']);
    // Another user signing in on this tab gets their own notices.
    store.dispatch(sessionResolved({ ...user, id: 'u2' }));
    await settle();
    expect(noticeRequests()).toHaveLength(1);
  });

  it('sets the SPEC error and shows nothing when the notices cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 404 }));
    const store = makeStore({ session: { status: 'signedIn', user } });
    await settle();
    expect(selectNoticesError(store.getState())).toBe('Failed to load notices');
    expect(selectVisibleNotices(store.getState())).toEqual([]);
  });

  it('keeps dismissed ids in sessionStorage', async () => {
    fetchMock.mockImplementation(async () => page([apiNotice]));
    const store = makeStore({ session: { status: 'signedIn', user } });
    await settle();
    store.dispatch(noticeDismissed('n1'));
    expect(JSON.parse(sessionStorage.getItem(dismissedNoticesKey) ?? '[]')).toEqual(['n1']);
    expect(makeStore(undefined, { runSagas: false }).getState().notices.dismissedIds).toEqual(['n1']);
  });
});
