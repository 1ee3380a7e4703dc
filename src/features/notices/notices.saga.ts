import type { UnknownAction } from '@reduxjs/toolkit';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { api } from '../../api/enhanced-api';
import type { ListNoticesApiResponse } from '../../api/generated/api';
import { putThunk } from '../../api/saga-effects';
import { noticeRotationSaga } from './notice-rotation.saga';
import { selectSessionUser, sessionResolved, signedOut, type SessionUser } from '../session/session.slice';
import {
  noticeDismissed,
  noticesFailed,
  noticesLoaded,
  noticesRequested,
  selectDismissedNoticeIds,
  selectNoticesStatus,
  type NoticeInput,
  type NoticesState,
} from './notices.slice';
import { writeDismissedNoticeIds } from './notices.storage';

type ListNoticesRequest = ReturnType<ReturnType<typeof api.endpoints.listNotices.initiate>>;

/** Fetches the active notices through RTK Query (the API's first page holds every active notice). */
export function* loadNotices() {
  yield put(noticesRequested());
  const request: ListNoticesRequest = yield putThunk(
    api.endpoints.listNotices.initiate({}, { subscribe: false, forceRefetch: true }),
  );
  try {
    const page: ListNoticesApiResponse = yield call([request, request.unwrap]);
    yield put(noticesLoaded(page.results as NoticeInput[]));
  } catch {
    yield put(noticesFailed());
  }
}

function* persistDismissed() {
  const ids: string[] = yield select(selectDismissedNoticeIds);
  yield call(writeDismissedNoticeIds, ids);
}

/**
 * Notices are loaded once a session exists: at start when already signed in, and whenever a (different) user
 * signs in. Dismissals are written to sessionStorage. The rotation runs beside them.
 */
export function* noticesSaga() {
  yield takeEvery(noticeDismissed.type, persistDismissed);
  yield fork(noticeRotationSaga);
  let loadedFor: string | null = null;
  const user: SessionUser | null = yield select(selectSessionUser);
  if (user) {
    loadedFor = user.id;
    // A signed-in page carries its notices (src/auth/page-bootstrap.ts): they are loaded already.
    const status: NoticesState['status'] = yield select(selectNoticesStatus);
    if (status !== 'loaded') yield fork(loadNotices);
  }
  while (true) {
    const action: UnknownAction = yield take([sessionResolved.type, signedOut.type]);
    const next = sessionResolved.match(action) ? action.payload : null;
    if (next && next.id !== loadedFor) yield fork(loadNotices);
    loadedFor = next?.id ?? null;
  }
}
