import { spawn } from 'redux-saga/effects';
import { metricsSaga } from '../features/metrics/metrics.saga';
import { mutationErrorsSaga } from '../features/mutation-errors/mutation-errors.saga';
import { networkSaga } from '../features/network/network.saga';
import { noticesSaga } from '../features/notices/notices.saga';
import { notificationsSaga } from '../features/notifications/notifications.saga';
import { prefetchSaga } from '../features/prefetch/prefetch.saga';
import { settingsSaga } from '../features/settings/settings.saga';
import { prefetchPlan } from './router/prefetch-plan';
import { sessionCacheSaga } from './session-cache.saga';

/**
 * Every feature saga is spawned, so one failing saga cannot take the others down (DESIGN §4).
 */
export function* rootSaga() {
  yield spawn(sessionCacheSaga);
  yield spawn(settingsSaga);
  yield spawn(prefetchSaga, prefetchPlan);
  yield spawn(noticesSaga);
  yield spawn(notificationsSaga);
  yield spawn(networkSaga);
  yield spawn(mutationErrorsSaga);
  yield spawn(metricsSaga);
}
