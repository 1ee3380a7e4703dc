import { waitFor } from '@testing-library/react';
import { setAccessTokenGetter } from '../auth/access-token';
import { sessionResolved } from '../features/session/session.slice';
import { makeAppStore } from './app-store';

const user = { id: 'u1', email: 'asha@example.com', name: 'Asha', imageUrl: null, persona: 'influencer' as const };
const page = (results: unknown[]) => new Response(JSON.stringify({ count: results.length, next: null, previous: null, results }), { status: 200, headers: { 'content-type': 'application/json' } });

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => page([]));
  setAccessTokenGetter(async () => 'token-abc');
});
afterEach(() => {
  fetchMock.mockRestore();
  setAccessTokenGetter(async () => null);
});

const noticeRequests = () => fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/v1/notices/');

describe('the app store, whose sagas start after the first screen', () => {
  it('works as a store before its sagas start, and nothing in the background asks the API', async () => {
    const { store } = makeAppStore();
    store.dispatch(sessionResolved(user));
    expect(store.getState().session.status).toBe('signedIn');
    // A saga would have asked at once (the test below); nothing has, and nothing will until startSagas.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts the sagas once, which then act on the state as it is (a signed-in session loads its notices)', async () => {
    const { store, startSagas } = makeAppStore();
    store.dispatch(sessionResolved(user));
    await Promise.all([startSagas(), startSagas()]);
    await waitFor(() => expect(noticeRequests()).toHaveLength(1));
    // And on what comes after: another user signing in gets their own.
    store.dispatch(sessionResolved({ ...user, id: 'u2' }));
    await waitFor(() => expect(noticeRequests()).toHaveLength(2));
  });
});
