import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { limits } from '../../domain/constants';
import { errorMessages } from '../../domain/messages';
import { networkTexts } from '../../domain/network/network.texts';

/** SPEC §3 network status, driving the offline banner of SPEC §4 (network.saga.ts, components/offline-banner). */
export interface NetworkState {
  isOnline: boolean;
  /** Set when the connection was lost; stays set after reconnecting so the banner can say "You're back online!". */
  wasOffline: boolean;
  retryCount: number;
  isRetrying: boolean;
  /** Epoch milliseconds of the last retry, null before the first. */
  lastRetryTime: number | null;
  error: string | null;
}

export const createInitialNetworkState = (): NetworkState => ({
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  wasOffline: false,
  retryCount: 0,
  isRetrying: false,
  lastRetryTime: null,
  error: null,
});

export const networkSlice = createSlice({
  name: 'network',
  initialState: createInitialNetworkState,
  reducers: {
    wentOffline(state) {
      state.isOnline = false;
      state.wasOffline = true;
      state.retryCount = 0;
      state.isRetrying = false;
      state.error = errorMessages.networkConnectionLost;
    },
    cameOnline(state) {
      state.isOnline = true;
      state.isRetrying = false;
      state.retryCount = 0;
      state.error = null;
    },
    retryStarted: {
      reducer(state, action: PayloadAction<{ at: number }>) {
        state.isRetrying = true;
        state.retryCount += 1;
        state.lastRetryTime = action.payload.at;
      },
      prepare(at: number = Date.now()) {
        return { payload: { at } };
      },
    },
    /** A failed retry shows the error's message, or 'Retry failed' when there is none (SPEC §8). */
    retryFailed(state, action: PayloadAction<string | undefined>) {
      state.isRetrying = false;
      state.error = action.payload || errorMessages.retryFailed;
    },
    /** The banner was dismissed, or the "back online" message has been shown for its 3 s. */
    networkBannerCleared(state) {
      state.wasOffline = false;
      if (state.isOnline) state.error = null;
    },
  },
  selectors: {
    selectNetwork: (state) => state,
    selectIsOnline: (state) => state.isOnline,
    /** The manual Retry button stays available until 3 retries are used. */
    selectCanRetry: (state) => !state.isOnline && !state.isRetrying && state.retryCount < limits.offlineMaxRetries,
    /** '(Attempt n/3)' after a failed retry, null otherwise. */
    selectRetryAttemptLabel: (state) =>
      !state.isOnline && !state.isRetrying && state.retryCount > 0 ? networkTexts.attempt(state.retryCount) : null,
    /** Which banner shows: none online with no history or once dismissed, red while offline, green after. */
    selectBannerKind: (state): 'hidden' | 'offline' | 'backOnline' => {
      if (!state.wasOffline) return 'hidden';
      return state.isOnline ? 'backOnline' : 'offline';
    },
  },
});

/** The user asked for a retry now (the banner's Retry button); the saga decides whether one may run. */
export const retryRequested = createAction('network/retryRequested');
/**
 * The pointer is over "You're back online!" or the focus is inside it: it stays until released, then shows its 3 s
 * again (WCAG 2.2.1, as the toasts do), so a person reading it or reaching for its close button does not lose it.
 */
export const reconnectMessageHeld = createAction('network/reconnectMessageHeld');
export const reconnectMessageReleased = createAction('network/reconnectMessageReleased');

export const { wentOffline, cameOnline, retryStarted, retryFailed, networkBannerCleared } = networkSlice.actions;
export const { selectNetwork, selectIsOnline, selectCanRetry, selectRetryAttemptLabel, selectBannerKind } = networkSlice.selectors;
export default networkSlice.reducer;
