import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { noticeRotationSaga } from './notice-rotation.saga';
import reducer, {
  noticeAdvanced,
  noticeDismissed,
  noticeSelected,
  noticesLoaded,
  noticesPaused,
  noticeWentBack,
  selectNoticeCounter,
  type NoticeInput,
} from './notices.slice';

const notice = (id: string, dismissible = true): NoticeInput => ({
  id, message: `Notice ${id}`, severity: 'info', dismissible, created_at: '2025-01-01T00:00:00Z',
});

let task: Task;
function setup(notices: NoticeInput[]) {
  const sagas = createSagaMiddleware();
  const seen: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  };
  const store = configureStore({ reducer: { notices: reducer }, middleware: (getDefault) => getDefault().concat(record, sagas) });
  task = sagas.run(noticeRotationSaga);
  store.dispatch(noticesLoaded(notices));
  return { store, seen, counter: () => selectNoticeCounter(store.getState()) };
}
// delay() resolves a promise, so the saga resumes in a microtask: advance with the async variant.
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  task.cancel();
  jest.useRealTimers();
});

describe('notice rotation saga (SPEC §2: every 5 s, paused on hover)', () => {
  it('advances every 5000 ms and wraps around', async () => {
    const { counter } = setup([notice('a'), notice('b'), notice('c')]);
    await wait(4999);
    expect(counter()).toBe('1 / 3');
    await wait(1);
    expect(counter()).toBe('2 / 3');
    await wait(5000);
    expect(counter()).toBe('3 / 3');
    await wait(5000);
    expect(counter()).toBe('1 / 3');
  });

  it('does not rotate a single notice', async () => {
    const { seen } = setup([notice('a')]);
    await wait(20_000);
    expect(seen).not.toContain(noticeAdvanced.type);
  });

  it('stops while paused and continues with a full interval once resumed', async () => {
    const { store, counter } = setup([notice('a'), notice('b'), notice('c')]);
    await wait(3000);
    store.dispatch(noticesPaused(true));
    await wait(30_000);
    expect(counter()).toBe('1 / 3');
    store.dispatch(noticesPaused(false));
    await wait(4999);
    expect(counter()).toBe('1 / 3');
    await wait(1);
    expect(counter()).toBe('2 / 3');
  });

  it('restarts the timer after manual navigation', async () => {
    const { store, counter } = setup([notice('a'), notice('b'), notice('c')]);
    await wait(4000);
    store.dispatch(noticeAdvanced());
    expect(counter()).toBe('2 / 3');
    await wait(4000);
    expect(counter()).toBe('2 / 3');
    store.dispatch(noticeWentBack());
    expect(counter()).toBe('1 / 3');
    await wait(4999);
    expect(counter()).toBe('1 / 3');
    store.dispatch(noticeSelected(2));
    await wait(4999);
    expect(counter()).toBe('3 / 3');
    await wait(1);
    expect(counter()).toBe('1 / 3');
  });

  it('stops rotating when dismissals leave one notice, and starts again when more arrive', async () => {
    const { store, counter } = setup([notice('a'), notice('b')]);
    store.dispatch(noticeDismissed('a'));
    await wait(20_000);
    expect(counter()).toBe('1 / 1');
    store.dispatch(noticesLoaded([notice('b'), notice('c')]));
    await wait(5000);
    expect(counter()).toBe('2 / 2');
  });
});
