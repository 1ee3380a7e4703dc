import type { UnknownAction } from '@reduxjs/toolkit';
import { put, select, take } from 'redux-saga/effects';
import { api, type RuntimeConfig } from '../api/enhanced-api';
import { selectIsSignedIn, sessionResolved, signedOut } from '../features/session/session.slice';

const selectRuntimeConfig = api.endpoints.getRuntimeConfig.select();

/**
 * When a session ends, nothing the previous user fetched may stay in the RTK Query cache: reset it.
 * The runtime config (which identity provider runs) is not user data and is put back, so the auth
 * provider does not have to load again on the way to /login.
 */
export function* sessionCacheSaga() {
  let signedIn: boolean = yield select(selectIsSignedIn);
  while (true) {
    const action: UnknownAction = yield take([sessionResolved.type, signedOut.type]);
    const nowSignedIn = sessionResolved.match(action) && action.payload !== null;
    if (signedIn && !nowSignedIn) {
      const config: ReturnType<typeof selectRuntimeConfig> = yield select(selectRuntimeConfig);
      yield put(api.util.resetApiState());
      if (config.data) {
        // A plain action, applied in the same tick as the reset, so nothing ever renders without the config.
        yield put(api.util.upsertQueryEntries([{ endpointName: 'getRuntimeConfig', arg: undefined, value: config.data as RuntimeConfig }]));
      }
    }
    signedIn = nowSignedIn;
  }
}
