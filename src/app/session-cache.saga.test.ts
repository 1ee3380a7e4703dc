import configureMockStore from 'redux-mock-store';
import createSagaMiddleware from 'redux-saga';
import { api } from '../api/enhanced-api';
import { sessionResolved, signedOut } from '../features/session/session.slice';
import { sessionCacheSaga } from './session-cache.saga';
import { makeStore } from './store';

const user = { id: 'u1', email: 'a@example.com', name: null, imageUrl: null, persona: 'brand' as const };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function mockStoreWithSaga(status: 'signedIn' | 'signedOut') {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureMockStore([sagaMiddleware])({ session: { status, user: status === 'signedIn' ? user : null }, api: api.reducer(undefined, { type: 'init' }) });
  sagaMiddleware.run(sessionCacheSaga);
  return store;
}

describe('the API cache across sessions', () => {
  it('is reset when the signed-in user signs out', () => {
    const store = mockStoreWithSaga('signedIn');
    store.dispatch(signedOut());
    expect(store.getActions().map((action) => action.type)).toEqual([signedOut.type, api.util.resetApiState.type]);
  });

  it('is reset when the provider reports the session gone', () => {
    const store = mockStoreWithSaga('signedIn');
    store.dispatch(sessionResolved(null));
    expect(store.getActions().map((action) => action.type)).toContain(api.util.resetApiState.type);
  });

  it('is left alone when nobody was signed in', () => {
    const store = mockStoreWithSaga('signedOut');
    store.dispatch(sessionResolved(null));
    store.dispatch(sessionResolved(user));
    expect(store.getActions().map((action) => action.type)).not.toContain(api.util.resetApiState.type);
  });

  it("drops the previous user's data but keeps the runtime config", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = (input as Request).url;
      return url.endsWith('/config/')
        ? json({ identity_provider: 'builtin', google_enabled: false, clerk_publishable_key: null, password_reset_enabled: true })
        : json({ id: 'u1', is_brand: true });
    });
    const store = makeStore({ session: { status: 'signedIn', user } });
    await store.dispatch(api.endpoints.getRuntimeConfig.initiate());
    await store.dispatch(api.endpoints.getWhoami.initiate());

    store.dispatch(signedOut());

    expect(api.endpoints.getWhoami.select()(store.getState()).data).toBeUndefined();
    expect(api.endpoints.getRuntimeConfig.select()(store.getState()).data).toMatchObject({ identity_provider: 'builtin' });
    fetchMock.mockRestore();
  });
});
