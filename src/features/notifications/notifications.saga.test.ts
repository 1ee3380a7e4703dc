import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { api } from '../../api/enhanced-api';
import { json, mockApi, testUser } from '../../test/render';
import networkReducer, { cameOnline } from '../network/network.slice';
import sessionReducer, { sessionResolved, signedOut } from '../session/session.slice';
import { notificationsSaga } from './notifications.saga';
import reducer, {
  clearAllRequested,
  feedRequested,
  filterChanged,
  markReadRequested,
  moreRequested,
  selectUnreadBadge,
} from './notifications.slice';

const item = (id: string, read = false) => ({
  id, type: 'info', title: `Title ${id}`, message: 'Hello', action_url: null, action_label: null, read,
  created_at: '2025-01-01T00:00:00.000Z',
});
const listPage = (results: unknown[], unread: number, count = results.length) =>
  json({ count, next: null, previous: null, unread_count: unread, results });

let task: Task;
let fetchMock: jest.SpyInstance;
let unread = 2;
let list = () => listPage([item('a'), item('b')], unread);

const calls = () =>
  fetchMock.mock.calls.map(([request]) => {
    const url = new URL((request as Request).url);
    return `${(request as Request).method} ${url.pathname.replace('/api/v1', '')}${url.search}`;
  });
const listCalls = () => calls().filter((call) => call.startsWith('GET /notifications/?'));

function setup(signedInAtStart = true) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { notifications: reducer, session: sessionReducer, network: networkReducer, [api.reducerPath]: api.reducer },
    preloadedState: signedInAtStart ? { session: { status: 'signedIn' as const, user: testUser } } : undefined,
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware, sagas),
  });
  task = sagas.run(notificationsSaga);
  return { store, state: () => store.getState().notifications };
}

const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  jest.useFakeTimers();
  unread = 2;
  list = () => listPage([item('a'), item('b')], unread);
  fetchMock = mockApi({
    '/notifications/': () => list(),
    '/notifications/unread-count/': () => json({ unread_count: unread }),
  });
});
afterEach(() => {
  task.cancel();
  fetchMock.mockRestore();
  setVisibility('visible');
  jest.useRealTimers();
});

describe('notifications saga: loading and staying fresh (polling)', () => {
  it('loads the first page once the user signs in, not before', async () => {
    const { store, state } = setup(false);
    await wait(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    store.dispatch(sessionResolved(testUser));
    await wait(0);
    expect(listCalls()).toEqual(['GET /notifications/?page=1&page_size=20']);
    expect(state().items.map((notification) => notification.id)).toEqual(['a', 'b']);
    expect(selectUnreadBadge(store.getState())).toBe('2');
  });

  it('checks the unread count every 30 s and fetches the list only when it moved', async () => {
    const { store, state } = setup();
    await wait(0);
    await wait(30_000);
    expect(calls()).toContain('GET /notifications/unread-count/');
    expect(listCalls()).toHaveLength(1);

    unread = 3;
    list = () => listPage([item('new'), item('a'), item('b')], unread);
    await wait(30_000);
    expect(listCalls()).toHaveLength(2);
    expect(state().items[0].id).toBe('new');
    expect(selectUnreadBadge(store.getState())).toBe('3');
  });

  it('does not poll a hidden tab, and refreshes as soon as it is visible again', async () => {
    setup();
    await wait(0);
    setVisibility('hidden');
    await wait(90_000);
    expect(calls()).toEqual(['GET /notifications/?page=1&page_size=20']);
    setVisibility('visible');
    await wait(0);
    expect(listCalls()).toHaveLength(2);
  });

  it('refreshes when the connection is back', async () => {
    const { store } = setup();
    await wait(0);
    store.dispatch(cameOnline());
    await wait(0);
    expect(listCalls()).toHaveLength(2);
  });

  it('stops and forgets everything on sign-out', async () => {
    const { store, state } = setup();
    await wait(0);
    store.dispatch(signedOut());
    expect(state().items).toEqual([]);
    expect(selectUnreadBadge(store.getState())).toBeNull();
    const before = fetchMock.mock.calls.length;
    await wait(120_000);
    setVisibility('visible');
    expect(fetchMock.mock.calls.length).toBe(before);
  });

  it('loads the next page and the unread filter', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => item(`n${index}`));
    list = () => listPage(firstPage, 2, 21);
    const { store, state } = setup();
    await wait(0);
    list = () => listPage([item('n20')], 2, 21);
    store.dispatch(moreRequested());
    await wait(0);
    expect(listCalls()).toContain('GET /notifications/?page=2&page_size=20');
    expect(state().items).toHaveLength(21);
    store.dispatch(filterChanged('unread'));
    await wait(0);
    expect(listCalls()).toContain('GET /notifications/?page=1&page_size=20&unread=true');
    expect(state().status).toBe('loaded');
  });
});

describe('notifications saga: optimistic changes', () => {
  it('marks read at once, sends it, then reconciles with the server', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input: Request) => {
      if (input.method === 'POST') return new Promise<Response>((resolve) => (answer = resolve));
      return new URL(input.url).pathname.endsWith('/unread-count/') ? json({ unread_count: unread }) : list();
    });
    const { store, state } = setup();
    await wait(0);
    store.dispatch(markReadRequested('a'));
    expect(state().items[0].read).toBe(true);
    expect(selectUnreadBadge(store.getState())).toBe('1');
    await wait(0);
    expect(calls()).toContain('POST /notifications/a/read/');
    unread = 1;
    list = () => listPage([item('a', true), item('b')], 1);
    answer(json(item('a', true)));
    await wait(0);
    expect(listCalls()).toHaveLength(2);
    expect(state().items[0].read).toBe(true);
    expect(state().pending).toEqual({});
  });

  it('rolls back a change the server refuses', async () => {
    fetchMock.mockImplementation(async (input: Request) =>
      input.method === 'GET' ? list() : json({ detail: 'Not allowed.', code: 'permission_denied' }, 403),
    );
    const { store, state } = setup();
    await wait(0);
    store.dispatch(clearAllRequested());
    expect(state().items).toEqual([]);
    await wait(0);
    expect(calls()).toContain('DELETE /notifications/');
    expect(state().items.map((notification) => notification.id)).toEqual(['a', 'b']);
    expect(selectUnreadBadge(store.getState())).toBe('2');
  });

  it('does not take a refresh that was already in flight as the answer after a change', async () => {
    let releaseStale: () => void = () => undefined;
    fetchMock.mockImplementation(async (input: Request) => {
      if (input.method === 'POST') {
        list = () => listPage([item('a', true), item('b')], 1);
        return json(item('a', true));
      }
      const answer = list();
      if (listCalls().length !== 2) return answer;
      return new Promise<Response>((resolve) => (releaseStale = () => resolve(answer)));
    });
    const { store, state } = setup();
    await wait(0);
    store.dispatch(feedRequested());
    await wait(0);
    store.dispatch(markReadRequested('a'));
    await wait(0);
    releaseStale();
    await wait(0);
    expect(listCalls()).toHaveLength(3);
    expect(state().items[0].read).toBe(true);
    expect(selectUnreadBadge(store.getState())).toBe('1');
  });
});
