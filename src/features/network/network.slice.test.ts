import reducer, {
  cameOnline,
  createInitialNetworkState,
  networkBannerCleared,
  retryFailed,
  retryStarted,
  selectCanRetry,
  selectRetryAttemptLabel,
  wentOffline,
  type NetworkState,
} from './network.slice';

const run = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce<NetworkState>(reducer, createInitialNetworkState());
const root = (network: NetworkState) => ({ network });

describe('network slice (SPEC §3, §4 offline banner)', () => {
  it('starts online with no history, so nothing is shown', () => {
    expect(createInitialNetworkState()).toEqual({
      isOnline: true, wasOffline: false, retryCount: 0, isRetrying: false, lastRetryTime: null, error: null,
    });
  });

  it('going offline records the loss with the SPEC message and allows a retry', () => {
    const state = run(wentOffline());
    expect(state).toMatchObject({ isOnline: false, wasOffline: true, error: 'Network connection lost' });
    expect(selectCanRetry(root(state))).toBe(true);
  });

  it('counts retries, labels failed attempts and stops offering Retry after 3', () => {
    let state = run(wentOffline(), retryStarted(1000));
    expect(state).toMatchObject({ isRetrying: true, retryCount: 1, lastRetryTime: 1000 });
    expect(selectRetryAttemptLabel(root(state))).toBeNull();
    state = reducer(state, retryFailed(undefined));
    expect(state.error).toBe('Retry failed');
    expect(selectRetryAttemptLabel(root(state))).toBe('(Attempt 1/3)');
    state = [retryStarted(2000), retryFailed('Server unreachable'), retryStarted(3000), retryFailed(undefined)].reduce(reducer, state);
    expect(state.error).toBe('Retry failed');
    expect(selectRetryAttemptLabel(root(state))).toBe('(Attempt 3/3)');
    expect(selectCanRetry(root(state))).toBe(false);
  });

  it('keeps the failed retry message when there is one', () => {
    expect(run(wentOffline(), retryStarted(1), retryFailed('Server unreachable')).error).toBe('Server unreachable');
  });

  it('coming back online keeps wasOffline for the "back online" banner until it is cleared', () => {
    let state = run(wentOffline(), retryStarted(1), cameOnline());
    expect(state).toMatchObject({ isOnline: true, wasOffline: true, isRetrying: false, retryCount: 0, error: null });
    state = reducer(state, networkBannerCleared());
    expect(state.wasOffline).toBe(false);
  });
});
