import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NoticeSeverity } from '../../domain/constants';
import { errorMessages } from '../../domain/messages';
import { noticeMessageText, type NoticeMessage } from '../../domain/notices/notice-links';
import { noticeTexts } from '../../domain/notices/notices.texts';
import { readDismissedNoticeIds } from './notices.storage';

export interface Notice {
  id: string;
  /** Plain text; may contain inline links written [text](url). */
  message: string;
  severity: NoticeSeverity;
  dismissible: boolean;
  createdAt: string;
}

/** A notice as the API sends it: SPEC §3 allows the message as text or as an object with text/content. */
export interface NoticeInput {
  id: string;
  message: NoticeMessage;
  severity: NoticeSeverity;
  dismissible: boolean;
  created_at: string;
}

export const toNotice = (input: NoticeInput): Notice => ({
  id: input.id,
  message: noticeMessageText(input.message),
  severity: input.severity,
  dismissible: input.dismissible,
  createdAt: input.created_at,
});

export interface NoticesState {
  items: Notice[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Index into the visible notices. */
  currentIndex: number;
  paused: boolean;
  dismissedIds: string[];
  error: string | null;
}

export const createInitialNoticesState = (): NoticesState => ({
  items: [],
  status: 'idle',
  currentIndex: 0,
  paused: false,
  dismissedIds: readDismissedNoticeIds(),
  error: null,
});

const isVisible = (dismissedIds: readonly string[]) => (notice: Notice) =>
  !notice.dismissible || !dismissedIds.includes(notice.id);
const visibleCount = (state: NoticesState) => state.items.filter(isVisible(state.dismissedIds)).length;
const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

export const noticesSlice = createSlice({
  name: 'notices',
  initialState: createInitialNoticesState,
  reducers: {
    noticesRequested(state) {
      state.status = 'loading';
    },
    noticesLoaded(state, action: PayloadAction<NoticeInput[]>) {
      state.items = action.payload.map(toNotice);
      state.status = 'loaded';
      state.error = null;
      state.currentIndex = wrap(state.currentIndex, visibleCount(state));
    },
    /** SPEC §7: on failure the error 'Failed to load notices' is set and nothing is shown. */
    noticesFailed(state) {
      state.items = [];
      state.status = 'failed';
      state.error = errorMessages.noticesLoadFailed;
      state.currentIndex = 0;
    },
    /** Dismissing the current notice shows the next one; non-dismissible notices cannot be dismissed. */
    noticeDismissed(state, action: PayloadAction<string>) {
      const notice = state.items.find((item) => item.id === action.payload);
      if (!notice?.dismissible || state.dismissedIds.includes(notice.id)) return;
      const position = state.items.filter(isVisible(state.dismissedIds)).indexOf(notice);
      state.dismissedIds.push(notice.id);
      if (position >= 0 && position < state.currentIndex) state.currentIndex -= 1;
      state.currentIndex = wrap(state.currentIndex, visibleCount(state));
    },
    noticeAdvanced(state) {
      state.currentIndex = wrap(state.currentIndex + 1, visibleCount(state));
    },
    noticeWentBack(state) {
      state.currentIndex = wrap(state.currentIndex - 1, visibleCount(state));
    },
    noticeSelected(state, action: PayloadAction<number>) {
      state.currentIndex = wrap(action.payload, visibleCount(state));
    },
    noticesPaused(state, action: PayloadAction<boolean>) {
      state.paused = action.payload;
    },
  },
  selectors: {
    selectNoticesError: (state) => state.error,
    selectNoticesStatus: (state) => state.status,
    selectNoticesPaused: (state) => state.paused,
    selectDismissedNoticeIds: (state) => state.dismissedIds,
    selectNoticeIndex: (state) => state.currentIndex,
  },
});

type WithNotices = { notices: NoticesState };

/** The notices the strip shows, in order: dismissed ones removed unless non-dismissible; none after a failure. */
export const selectVisibleNotices = createSelector(
  [(state: WithNotices) => state.notices.items, (state: WithNotices) => state.notices.dismissedIds],
  (items, dismissedIds) => items.filter(isVisible(dismissedIds)),
);

export const selectCurrentNotice = (state: WithNotices): Notice | null =>
  selectVisibleNotices(state)[state.notices.currentIndex] ?? null;

/** The strip's counter, 'n / total'. */
export const selectNoticeCounter = (state: WithNotices): string | null => {
  const total = selectVisibleNotices(state).length;
  return total === 0 ? null : noticeTexts.counter(state.notices.currentIndex + 1, total);
};

export const {
  noticesRequested,
  noticesLoaded,
  noticesFailed,
  noticeDismissed,
  noticeAdvanced,
  noticeWentBack,
  noticeSelected,
  noticesPaused,
} = noticesSlice.actions;
export const { selectNoticesError, selectNoticesStatus, selectNoticesPaused, selectDismissedNoticeIds, selectNoticeIndex } = noticesSlice.selectors;
export default noticesSlice.reducer;
