import { isRejected, type SerializedError, type UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { call, takeEvery } from 'redux-saga/effects';
import { api } from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import { mutationErrorText } from './mutation-error-text';
import { isSilentMutation } from './silent-mutations';

interface FailedMutation {
  type: string;
  payload?: FetchBaseQueryError;
  error: SerializedError;
  meta: { arg: { type: 'mutation'; endpointName: string }; aborted?: boolean; rejectedWithValue?: boolean };
}

/** A rejected RTK Query mutation of our api that was not aborted on purpose. */
export function isFailedMutation(action: unknown): action is FailedMutation {
  if (!isRejected(action) || !action.type.startsWith(`${api.reducerPath}/`)) return false;
  const meta = (action as UnknownAction & { meta?: Partial<FailedMutation['meta']> }).meta;
  return meta?.arg?.type === 'mutation' && !meta.aborted;
}

function hasFieldErrors(error: FetchBaseQueryError | undefined): boolean {
  const data = error?.data as { errors?: unknown } | undefined;
  return error?.status === 400 && typeof data?.errors === 'object' && data.errors !== null && Object.keys(data.errors).length > 0;
}

function* toastFailure(action: FailedMutation) {
  if (isSilentMutation(action.meta.arg.endpointName)) return;
  const error = action.meta.rejectedWithValue ? action.payload : action.error;
  // Field errors (a 400 with `errors`) belong under their fields, where every form shows them; a toast would repeat them.
  if (hasFieldErrors(action.meta.rejectedWithValue ? action.payload : undefined)) return;
  yield call(notify.error, mutationErrorText(error));
}

/**
 * One place that turns every failed mutation into an error toast (issue 3, SPEC §8), so features need not repeat
 * it. Features that show their own message opt out in silent-mutations.ts.
 */
export function* mutationErrorsSaga() {
  yield takeEvery(isFailedMutation, toastFailure);
}
