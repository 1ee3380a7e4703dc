import { backoffDelays, loadWithRetry, LoadTimeoutError, providerLoadPolicy } from './load-with-retry';

describe('identity provider load policy (SPEC §7)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is 5 retries with exponential backoff from 125 ms and a 15000 ms time-out', () => {
    expect(providerLoadPolicy).toEqual({ retries: 5, initialDelayMs: 125, factor: 2, timeoutMs: 15_000 });
    expect(backoffDelays()).toEqual([125, 250, 500, 1000, 2000]);
  });

  it('retries on that schedule and gives up after the fifth retry', async () => {
    const started = Date.now();
    const attemptsAt: number[] = [];
    const load = jest.fn(async () => {
      attemptsAt.push(Date.now() - started);
      throw new Error('chunk failed');
    });
    const result = loadWithRetry(load).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await result).toEqual(new Error('chunk failed'));
    expect(attemptsAt).toEqual([0, 125, 375, 875, 1875, 3875]);
  });

  it('resolves with the first successful attempt', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('flaky')).mockRejectedValueOnce(new Error('flaky')).mockResolvedValue('module');
    const result = loadWithRetry(load);
    await jest.advanceTimersByTimeAsync(375);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('rejects with a time-out at 15000 ms when the load hangs', async () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    const result = loadWithRetry(load).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(LoadTimeoutError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once the time-out has passed', async () => {
    const load = jest.fn(
      () => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow failure')), 6_000)),
    );
    const result = loadWithRetry(load).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(await result).toBeInstanceOf(LoadTimeoutError);
    // 0 -> fails at 6000, retry at 6125 -> fails at 12125, retry at 12375 -> still running at 15000; none after.
    expect(load).toHaveBeenCalledTimes(3);
  });
});
