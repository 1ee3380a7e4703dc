import type { UnknownAction } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';

/**
 * `put` for RTK Query's `api.endpoints.x.initiate(...)` thunks. The thunk middleware runs the thunk and `put`
 * hands back its result (a promise-like with `unwrap()`), so sagas reach the server through RTK Query,
 * never through raw fetch (DESIGN §4).
 */
export function putThunk<Thunk extends (...args: never[]) => unknown>(thunk: Thunk) {
  return put(thunk as unknown as UnknownAction);
}
