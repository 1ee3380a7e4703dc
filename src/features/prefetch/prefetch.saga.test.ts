import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { api } from '../../api/enhanced-api';
import { rootReducer, type PreloadedState } from '../../app/store';
import { json, mockApi, signedIn, testUser, whoami } from '../../test/render';
import { sessionResolved, signedOut } from '../session/session.slice';
import { prefetchSaga, type PrefetchPlan } from './prefetch.saga';

/** A store running only the prefetch saga, so the test sees exactly what it loads. */
function startPrefetch(plan: PrefetchPlan, preloadedState?: PreloadedState) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(prefetchSaga, plan);
  return { store, task };
}

const chunk = (name: string, loaded: string[]) => jest.fn(async () => void loaded.push(name));

let fetchMock: jest.SpyInstance;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  fetchMock?.mockRestore();
});

const whoamiCalls = () => fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === '/api/v1/accounts/whoami/');

describe('prefetch saga (SPEC §2, §9: 2000 ms after start, per role, failures swallowed)', () => {
  function plan(loaded: string[]): PrefetchPlan {
    return {
      brand: [chunk('brand-dashboard', loaded), chunk('campaign-wizard', loaded)],
      influencer: [chunk('influencer-dashboard', loaded), chunk('campaigns', loaded), chunk('settings', loaded)],
    };
  }

  it('loads the brand dashboard and the new-campaign step 2000 ms after start, not before', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })) });
    const loaded: string[] = [];
    const { task } = startPrefetch(plan(loaded), signedIn());

    await jest.advanceTimersByTimeAsync(1999);
    expect(loaded).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(50);
    expect(whoamiCalls()).toHaveLength(1);
    expect(loaded).toEqual(['brand-dashboard', 'campaign-wizard']);
    task.cancel();
  });

  it('loads the influencer dashboard, campaigns and settings for an influencer', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami()) });
    const loaded: string[] = [];
    const { task } = startPrefetch(plan(loaded), signedIn());
    await jest.advanceTimersByTimeAsync(2050);
    expect(loaded).toEqual(['influencer-dashboard', 'campaigns', 'settings']);
    task.cancel();
  });

  it('uses a fresh cached whoami instead of asking the server again', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami()) });
    const loaded: string[] = [];
    const { store, task } = startPrefetch(plan(loaded), signedIn());
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getWhoami', arg: undefined, value: whoami() as never }]));
    await jest.advanceTimersByTimeAsync(2050);
    expect(whoamiCalls()).toHaveLength(0);
    expect(loaded).toHaveLength(3);
    task.cancel();
  });

  it('swallows failing chunks and still loads the others', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami()) });
    const loaded: string[] = [];
    const failing = jest.fn(async () => {
      throw new Error('ChunkLoadError: Loading chunk page-campaigns failed');
    });
    const { task } = startPrefetch({ brand: [], influencer: [failing, chunk('settings', loaded)] }, signedIn());
    await jest.advanceTimersByTimeAsync(2050);
    expect(failing).toHaveBeenCalled();
    expect(loaded).toEqual(['settings']);
    expect(task.isRunning()).toBe(true);
    expect(task.error()).toBeUndefined();
    task.cancel();
  });

  it('prefetches nothing when whoami fails (neither role, SPEC §6), without an error', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json({ detail: 'Not signed in', code: 'not_authenticated' }, 401) });
    const loaded: string[] = [];
    const { task } = startPrefetch(plan(loaded), signedIn());
    await jest.advanceTimersByTimeAsync(2050);
    expect(whoamiCalls()).toHaveLength(1);
    expect(loaded).toEqual([]);
    expect(task.isRunning()).toBe(true);
    task.cancel();
  });

  it('waits for a sign-in, then prefetches once per session', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami()) });
    const loaded: string[] = [];
    const { store, task } = startPrefetch(plan(loaded));
    await jest.advanceTimersByTimeAsync(5000);
    expect(loaded).toEqual([]);

    store.dispatch(sessionResolved(testUser));
    await jest.advanceTimersByTimeAsync(50);
    expect(loaded).toHaveLength(3);
    store.dispatch(sessionResolved(testUser));
    await jest.advanceTimersByTimeAsync(5000);
    expect(loaded).toHaveLength(3);

    store.dispatch(signedOut());
    store.dispatch(sessionResolved(testUser));
    await jest.advanceTimersByTimeAsync(1999);
    expect(loaded).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(50);
    expect(loaded).toHaveLength(6);
    task.cancel();
  });
});
