import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { all, call, delay, select, take } from 'redux-saga/effects';
import { api, whoamiSubscription, type Whoami } from '../../api/enhanced-api';
import { putThunk } from '../../api/saga-effects';
import { timing, type Persona } from '../../domain/constants';
import { selectSessionUser, sessionResolved, signedOut, type SessionUser } from '../session/session.slice';

/** Something to fetch ahead of time: a route chunk (`() => import(...)`) or any other promise. */
export type PrefetchTask = () => Promise<unknown>;

/** What each role prefetches (src/app/prefetch-plan.ts). The current user (whoami) is always refreshed first. */
export type PrefetchPlan = Record<Persona, PrefetchTask[]>;

type WhoamiRequest = ReturnType<ReturnType<typeof api.endpoints.getWhoami.initiate>>;

/** SPEC §8: prefetch failures are silently swallowed. */
function* quietly(task: PrefetchTask) {
  try {
    yield call(task);
  } catch {
    // a chunk that fails to load now is loaded (or reported) when the user opens the page
  }
}

/**
 * The dashboards' data is the current user (whoami decides which dashboard and the account badge); it is
 * fetched only when the cache has none fresh enough. The answer also tells the role to prefetch for.
 */
function* prefetchWhoami() {
  try {
    const request: WhoamiRequest = yield putThunk(api.endpoints.getWhoami.initiate(undefined, whoamiSubscription));
    try {
      const me: Whoami = yield call([request, request.unwrap]);
      return me;
    } finally {
      request.unsubscribe();
    }
  } catch {
    return null;
  }
}

export function* prefetchFor(plan: PrefetchPlan) {
  const me: Whoami | null = yield call(prefetchWhoami);
  const persona: Persona | null = me?.is_brand ? 'brand' : me?.is_influencer ? 'influencer' : null;
  if (!persona) return;
  yield all(plan[persona].map((task) => call(quietly, task)));
}

const isSessionEnd = (action: Action) => signedOut.match(action) || (sessionResolved.match(action) && !action.payload);

function* signedInUser() {
  let user: SessionUser | null = yield select(selectSessionUser);
  while (!user) {
    const action: UnknownAction = yield take(sessionResolved.type);
    if (sessionResolved.match(action)) user = action.payload;
  }
  return user;
}

/**
 * SPEC §2 / §9: 2000 ms after start, prefetch what the signed-in user's role opens next. Someone who signs in
 * later gets theirs 2000 ms after signing in; each session is prefetched once.
 */
export function* prefetchSaga(plan: PrefetchPlan) {
  yield delay(timing.prefetchDelayMs);
  while (true) {
    yield call(signedInUser);
    yield call(prefetchFor, plan);
    yield take(isSessionEnd);
    yield call(signedInUser);
    yield delay(timing.prefetchDelayMs);
  }
}
