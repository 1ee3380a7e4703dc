import type { EventChannel, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { api } from '../../api/enhanced-api';
import { limits, timing } from '../../domain/constants';
import { errorMessages } from '../../domain/messages';
import { createConnectivityChannel, probeConnectivity, probeTimeoutMs, type ConnectivityEvent } from './connectivity';
import {
  cameOnline,
  networkBannerCleared,
  reconnectMessageHeld,
  reconnectMessageReleased,
  retryFailed,
  retryRequested,
  retryStarted,
  selectIsOnline,
  selectNetwork,
  wentOffline,
  type NetworkState,
} from './network.slice';

export interface NetworkSagaOptions {
  /** SPEC §4: auto-retry is on by default. */
  autoRetry?: boolean;
  channel?: EventChannel<ConnectivityEvent>;
}

/** One retry: probe, then back online or the failure's message. Returns whether the connection is back. */
function* attemptRetry() {
  yield put(retryStarted(Date.now()));
  const controller = new AbortController();
  try {
    const { timedOut } = yield race({ probed: call(probeConnectivity, controller.signal), timedOut: delay(probeTimeoutMs) });
    if (timedOut) {
      yield put(retryFailed(errorMessages.timeout));
      return false;
    }
    yield put(cameOnline());
    // The browser may still report offline, so RTK Query would not refetch on its own.
    yield put(api.internalActions.onOnline());
    return true;
  } catch (error) {
    yield put(retryFailed(error instanceof Error ? error.message : undefined));
    return false;
  } finally {
    // Also when the race or an online event cancelled us: a probe still in flight is dropped.
    controller.abort();
  }
}

/** Retries until the connection is back or 3 retries are used; each waits 2 s unless the user asks for one now. */
function* retryWhileOffline(autoRetry: boolean) {
  while (((yield select(selectNetwork)) as NetworkState).retryCount < limits.offlineMaxRetries) {
    if (autoRetry) yield race({ waited: delay(timing.offlineRetryDelayMs), asked: take(retryRequested.type) });
    else yield take(retryRequested.type);
    if ((yield call(attemptRetry)) as boolean) return;
  }
}

/** "You're back online!" goes after 3 s, counted again from whenever the pointer or the focus lets go of it. */
function* hideBackOnlineBanner() {
  while (true) {
    const { held } = yield race({ shown: delay(timing.reconnectMessageMs), held: take(reconnectMessageHeld.type) });
    if (!held) break;
    yield take(reconnectMessageReleased.type);
  }
  yield put(networkBannerCleared());
}

/**
 * The offline banner's state machine (SPEC §4, §7): the browser's offline event shows the red banner and starts the
 * retries; the online event or a successful probe shows "You're back online!" for 3 s (longer while hovered or focused).
 */
export function* networkSaga({ autoRetry = true, channel }: NetworkSagaOptions = {}) {
  const events: EventChannel<ConnectivityEvent> = channel ?? (yield call(createConnectivityChannel));
  let retries: Task | undefined;
  let hide: Task | undefined;
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      yield put(wentOffline());
      retries = yield fork(retryWhileOffline, autoRetry);
    }
    while (true) {
      const { event } = yield race({ event: take(events), recovered: take(cameOnline.type) });
      const online: boolean = yield select(selectIsOnline);
      if (event === 'offline') {
        if (!online) continue;
        if (hide) yield cancel(hide);
        yield put(wentOffline());
        retries = yield fork(retryWhileOffline, autoRetry);
        continue;
      }
      if (event === 'online') {
        if (online) continue;
        if (retries) yield cancel(retries);
        yield put(cameOnline());
      }
      hide = yield fork(hideBackOnlineBanner);
    }
  } finally {
    events.close();
  }
}
