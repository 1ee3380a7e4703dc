import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createVerifiedTokenCache } from '../src/plugins/verified-token-cache';

const identity = { issuer: 'https://issuer.test', subject: 's', email: null, name: null, imageUrl: null, persona: null, emailVerified: false };
const tokenExpiringAt = (exp: number | undefined, salt = '') =>
  `h.${Buffer.from(JSON.stringify({ sub: 's', exp, salt })).toString('base64url')}.sig`;

describe('verified token cache', () => {
  it('remembers a verified token until its exp', () => {
    let now = 1_000_000_000_000;
    const cache = createVerifiedTokenCache({ now: () => now });
    const token = tokenExpiringAt(now / 1000 + 30);
    cache.set(token, identity);
    assert.deepEqual(cache.get(token), identity);
    now += 29_000;
    assert.deepEqual(cache.get(token), identity);
    now += 1_000;
    assert.equal(cache.get(token), null, 'expired tokens are verified again (and refused)');
  });

  it('keeps entries at most maxAgeMs even when exp is later', () => {
    let now = 1_000_000_000_000;
    const cache = createVerifiedTokenCache({ now: () => now, maxAgeMs: 10_000 });
    const token = tokenExpiringAt(now / 1000 + 3600);
    cache.set(token, identity);
    now += 10_000;
    assert.equal(cache.get(token), null);
  });

  it('never caches tokens without exp or already expired', () => {
    const now = 1_000_000_000_000;
    const cache = createVerifiedTokenCache({ now: () => now });
    cache.set(tokenExpiringAt(undefined), identity);
    cache.set(tokenExpiringAt(now / 1000 - 1), identity);
    cache.set('not-a-jwt', identity);
    assert.equal(cache.size(), 0);
  });

  it('evicts the least recently used entry past maxEntries', () => {
    const now = 1_000_000_000_000;
    const cache = createVerifiedTokenCache({ now: () => now, maxEntries: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((salt) => tokenExpiringAt(now / 1000 + 60, salt)) as [string, string, string];
    cache.set(a, identity);
    cache.set(b, identity);
    cache.get(a);
    cache.set(c, identity);
    assert.ok(cache.get(a));
    assert.equal(cache.get(b), null);
    assert.ok(cache.get(c));
  });
});
