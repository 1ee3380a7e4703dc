import { makeJwt } from '../testing/fake-better-auth-server';
import { createTokenCache, tokenExpiresAt } from './token-cache';

describe('tokenExpiresAt', () => {
  it('uses the lifetime (exp - iat) from the time the token arrived, so a skewed clock does not matter', () => {
    expect(tokenExpiresAt(makeJwt({ iat: 1_000, exp: 1_900 }), 5_000_000)).toBe(5_000_000 + 900_000);
  });
  it('falls back to exp without iat and gives null for anything unreadable', () => {
    expect(tokenExpiresAt(makeJwt({ exp: 2_000 }), 0)).toBe(2_000_000);
    expect(tokenExpiresAt('not-a-jwt', 0)).toBeNull();
    expect(tokenExpiresAt('a.%%%.c', 0)).toBeNull();
    expect(tokenExpiresAt(makeJwt({ sub: 'x' }), 0)).toBeNull();
  });
});

describe('createTokenCache', () => {
  let now = 0;
  const clock = () => now;
  const fifteenMinutes = (sub: string) => makeJwt({ sub, iat: 100, exp: 100 + 900 });

  beforeEach(() => {
    now = 1_000_000;
  });

  it('fetches once and serves the cached token until shortly before it expires', async () => {
    const fetchToken = jest.fn().mockResolvedValueOnce(fifteenMinutes('one')).mockResolvedValueOnce(fifteenMinutes('two'));
    const cache = createTokenCache({ fetchToken, now: clock, refreshMarginMs: 30_000 });

    expect(await cache.get()).toBe(fifteenMinutes('one'));
    now += 869_000; // 14:29 later: still 31 s left
    expect(await cache.get()).toBe(fifteenMinutes('one'));
    expect(fetchToken).toHaveBeenCalledTimes(1);

    now += 2_000; // 29 s left: inside the refresh margin
    expect(await cache.get()).toBe(fifteenMinutes('two'));
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent callers', async () => {
    let release!: (token: string) => void;
    const fetchToken = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const cache = createTokenCache({ fetchToken, now: clock });
    const both = Promise.all([cache.get(), cache.get()]);
    release(fifteenMinutes('shared'));
    expect(await both).toEqual([fifteenMinutes('shared'), fifteenMinutes('shared')]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('forgets the token on clear, and a request in flight at that moment does not refill it', async () => {
    let release!: (token: string) => void;
    const fetchToken = jest
      .fn()
      .mockImplementationOnce(() => new Promise<string>((resolve) => (release = resolve)))
      .mockResolvedValueOnce(fifteenMinutes('after'));
    const cache = createTokenCache({ fetchToken, now: clock });
    const stale = cache.get();
    cache.clear();
    release(fifteenMinutes('before'));
    expect(await stale).toBeNull();
    expect(await cache.get()).toBe(fifteenMinutes('after'));
  });

  it('does not cache "no session", nor a token without a readable expiry', async () => {
    const fetchToken = jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce('opaque').mockResolvedValueOnce('opaque');
    const cache = createTokenCache({ fetchToken, now: clock });
    expect(await cache.get()).toBeNull();
    expect(await cache.get()).toBe('opaque');
    expect(await cache.get()).toBe('opaque');
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('takes a seeded token (set-auth-jwt) without fetching', async () => {
    const fetchToken = jest.fn();
    const cache = createTokenCache({ fetchToken, now: clock });
    cache.seed(fifteenMinutes('seeded'));
    expect(await cache.get()).toBe(fifteenMinutes('seeded'));
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('lets a failed fetch fail this call only', async () => {
    const fetchToken = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(fifteenMinutes('ok'));
    const cache = createTokenCache({ fetchToken, now: clock });
    await expect(cache.get()).rejects.toThrow('boom');
    expect(await cache.get()).toBe(fifteenMinutes('ok'));
  });
});
