import { randomUuid } from './random-uuid';

const version4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => randomUuid()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(version4);
  });

  it('works without crypto.randomUUID, as on a plain-http network address (not a secure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(typeof crypto.randomUUID).toBe('undefined');
      const keys = new Set(Array.from({ length: 100 }, () => randomUuid()));
      expect(keys.size).toBe(100);
      for (const key of keys) expect(key).toMatch(version4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
    }
  });
});
