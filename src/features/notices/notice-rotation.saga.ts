import { delay, put, race, select, take } from 'redux-saga/effects';
import { timing } from '../../domain/constants';
import {
  noticeAdvanced,
  noticeDismissed,
  noticeSelected,
  noticesFailed,
  noticesLoaded,
  noticesPaused,
  noticeWentBack,
  selectNoticesPaused,
  selectVisibleNotices,
  type Notice,
} from './notices.slice';

/**
 * Anything that changes what the strip shows or whether it may rotate. During the wait these can only come from
 * the user or a (re)load, never from this saga, so each of them restarts the 5 s timer.
 */
const restartOn = [noticeAdvanced, noticeWentBack, noticeSelected, noticeDismissed, noticesPaused, noticesLoaded, noticesFailed].map(
  (action) => action.type,
);

/**
 * Notice rotation (SPEC §2, DESIGN §4): every 5000 ms the next visible notice, only while more than one is visible
 * and the strip is not paused (hover or keyboard focus). Manual navigation restarts the timer.
 */
export function* noticeRotationSaga() {
  while (true) {
    const visible: Notice[] = yield select(selectVisibleNotices);
    const paused: boolean = yield select(selectNoticesPaused);
    if (visible.length <= 1 || paused) {
      yield take(restartOn);
      continue;
    }
    const { elapsed } = yield race({ elapsed: delay(timing.noticeRotationMs), interrupted: take(restartOn) });
    if (elapsed) yield put(noticeAdvanced());
  }
}
