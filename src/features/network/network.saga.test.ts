import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { api } from '../../api/enhanced-api';
import { networkSaga, type NetworkSagaOptions } from './network.saga';
import reducer, {
  networkBannerCleared,
  reconnectMessageHeld,
  reconnectMessageReleased,
  retryRequested,
  selectBannerKind,
  selectCanRetry,
  selectNetwork,
  selectRetryAttemptLabel,
} from './network.slice';

let task: Task;
let fetchMock: jest.SpyInstance;

function setup(options: NetworkSagaOptions = {}) {
  const seen: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: { network: reducer }, middleware: (getDefault) => getDefault().concat(record, sagas) });
  task = sagas.run(networkSaga, options);
  const state = () => store.getState();
  return {
    store,
    seen,
    banner: () => selectBannerKind(state()),
    network: () => selectNetwork(state()),
    attempt: () => selectRetryAttemptLabel(state()),
    canRetry: () => selectCanRetry(state()),
  };
}

const goOffline = () => window.dispatchEvent(new Event('offline'));
const goOnline = () => window.dispatchEvent(new Event('online'));
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const failing = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  task.cancel();
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('network saga (SPEC §4 offline banner, §7 connectivity probe)', () => {
  it('shows nothing while online with no history', async () => {
    const { banner } = setup();
    await wait(10_000);
    expect(banner()).toBe('hidden');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the red banner when the browser goes offline, and probes HEAD /favicon.ico without cache 2 s later', async () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const { banner, network } = setup();
    goOffline();
    expect(banner()).toBe('offline');
    expect(network().error).toBe('Network connection lost');
    await wait(1999);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/favicon.ico');
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
    expect(network()).toMatchObject({ isRetrying: true, retryCount: 1 });
  });

  it('retries automatically 3 times, 2 s apart, counting the attempts, then stops', async () => {
    failing();
    const { network, attempt, canRetry } = setup();
    goOffline();
    await wait(2000);
    expect(attempt()).toBe('(Attempt 1/3)');
    expect(network().error).toBe('Failed to fetch');
    expect(canRetry()).toBe(true);
    await wait(2000);
    expect(attempt()).toBe('(Attempt 2/3)');
    await wait(2000);
    expect(attempt()).toBe('(Attempt 3/3)');
    expect(canRetry()).toBe(false);
    await wait(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('says "Retry failed" when the probe fails without a message', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    const { network, attempt } = setup();
    goOffline();
    await wait(2000);
    expect(attempt()).toBe('(Attempt 1/3)');
    expect(network().error).toBe('Retry failed');
  });

  it('retries at once on request, restarts the 2 s wait, and ignores requests once 3 retries are used', async () => {
    failing();
    const { store, attempt } = setup();
    goOffline();
    await wait(500);
    store.dispatch(retryRequested());
    await wait(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(attempt()).toBe('(Attempt 1/3)');
    await wait(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    store.dispatch(retryRequested());
    await wait(0);
    expect(attempt()).toBe('(Attempt 2/3)');
    store.dispatch(retryRequested());
    await wait(0);
    expect(attempt()).toBe('(Attempt 3/3)');
    store.dispatch(retryRequested());
    await wait(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('with auto-retry off, retries only when asked', async () => {
    failing();
    const { store, attempt } = setup({ autoRetry: false });
    goOffline();
    await wait(30_000);
    expect(fetchMock).not.toHaveBeenCalled();
    store.dispatch(retryRequested());
    await wait(0);
    expect(attempt()).toBe('(Attempt 1/3)');
  });

  it('a successful probe shows "back online" for 3 s, then nothing, and lets RTK Query refetch', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const { banner, network, seen } = setup();
    goOffline();
    await wait(2000);
    expect(banner()).toBe('backOnline');
    expect(network()).toMatchObject({ isOnline: true, isRetrying: false, error: null });
    expect(seen).toContain(api.internalActions.onOnline.type);
    await wait(2999);
    expect(banner()).toBe('backOnline');
    await wait(1);
    expect(banner()).toBe('hidden');
  });

  it('"back online" stays while held (pointer over it, focus inside) and goes 3 s after it is let go', async () => {
    failing();
    const { banner, store } = setup();
    goOffline();
    goOnline();
    await wait(2000);
    store.dispatch(reconnectMessageHeld());
    await wait(60_000);
    expect(banner()).toBe('backOnline');
    store.dispatch(reconnectMessageReleased());
    await wait(2999);
    expect(banner()).toBe('backOnline');
    await wait(1);
    expect(banner()).toBe('hidden');
  });

  it("the browser's online event ends the retries and shows 'back online'", async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    const { banner } = setup();
    goOffline();
    await wait(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    goOnline();
    expect(banner()).toBe('backOnline');
    expect(signal?.aborted).toBe(true);
    await wait(3000);
    expect(banner()).toBe('hidden');
    await wait(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('going offline again during "back online" shows the red banner, which stays', async () => {
    failing();
    const { banner, attempt } = setup();
    goOffline();
    goOnline();
    await wait(1000);
    goOffline();
    await wait(5000);
    expect(banner()).toBe('offline');
    expect(attempt()).toBe('(Attempt 2/3)');
  });

  it('can be dismissed, and shows again the next time the connection is lost', async () => {
    failing();
    const { store, banner } = setup();
    goOffline();
    store.dispatch(networkBannerCleared());
    expect(banner()).toBe('hidden');
    goOnline();
    expect(banner()).toBe('hidden');
    goOffline();
    expect(banner()).toBe('offline');
  });

  it('starts offline when the browser already is', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    failing();
    const { banner } = setup();
    expect(banner()).toBe('offline');
    await wait(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });
});
