import { configureStore } from '@reduxjs/toolkit';
import reducer, {
  noticeAdvanced,
  noticeDismissed,
  noticesFailed,
  noticesLoaded,
  noticeWentBack,
  selectCurrentNotice,
  selectNoticeCounter,
  selectNoticesError,
  selectVisibleNotices,
  type NoticeInput,
} from './notices.slice';
import { dismissedNoticesKey } from './notices.storage';

const notice = (id: string, dismissible = true, message: NoticeInput['message'] = `Notice ${id}`): NoticeInput => ({
  id, message, severity: 'info', dismissible, created_at: '2025-01-01T00:00:00Z',
});
const setup = () => configureStore({ reducer: { notices: reducer } });
const current = (store: ReturnType<typeof setup>) => selectCurrentNotice(store.getState())?.message;

beforeEach(() => sessionStorage.clear());

describe('notices slice', () => {
  it('rotates through the loaded notices and counts them', () => {
    const store = setup();
    store.dispatch(noticesLoaded([notice('a'), notice('b'), notice('c')]));
    expect(current(store)).toBe('Notice a');
    expect(selectNoticeCounter(store.getState())).toBe('1 / 3');
    store.dispatch(noticeAdvanced());
    store.dispatch(noticeAdvanced());
    store.dispatch(noticeAdvanced());
    expect(current(store)).toBe('Notice a');
    store.dispatch(noticeWentBack());
    expect(selectNoticeCounter(store.getState())).toBe('3 / 3');
  });

  it('reads the text of a message given as an object', () => {
    const store = setup();
    store.dispatch(noticesLoaded([notice('a', true, { text: 'From text' }), notice('b', true, { content: 'From content' })]));
    expect(selectVisibleNotices(store.getState()).map((item) => item.message)).toEqual(['From text', 'From content']);
  });

  it('dismissing the current notice advances to the next one', () => {
    const store = setup();
    store.dispatch(noticesLoaded([notice('a'), notice('b'), notice('c')]));
    store.dispatch(noticeAdvanced());
    store.dispatch(noticeDismissed('b'));
    expect(current(store)).toBe('Notice c');
    expect(selectNoticeCounter(store.getState())).toBe('2 / 2');
    store.dispatch(noticeDismissed('c'));
    expect(current(store)).toBe('Notice a');
  });

  it('non-dismissible notices cannot be dismissed and ignore the dismissed list', () => {
    sessionStorage.setItem(dismissedNoticesKey, JSON.stringify(['fixed', 'gone']));
    const store = setup();
    store.dispatch(noticesLoaded([notice('fixed', false), notice('gone'), notice('open')]));
    expect(selectVisibleNotices(store.getState()).map((item) => item.id)).toEqual(['fixed', 'open']);
    store.dispatch(noticeDismissed('fixed'));
    expect(selectVisibleNotices(store.getState())).toHaveLength(2);
  });

  it('a failed load sets the error and shows nothing', () => {
    const store = setup();
    store.dispatch(noticesLoaded([notice('a')]));
    store.dispatch(noticesFailed());
    expect(selectNoticesError(store.getState())).toBe('Failed to load notices');
    expect(selectVisibleNotices(store.getState())).toEqual([]);
    expect(selectCurrentNotice(store.getState())).toBeNull();
    expect(selectNoticeCounter(store.getState())).toBeNull();
  });
});
