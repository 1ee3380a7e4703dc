import { formatRelativeTime } from './relative-time';

const now = Date.parse('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 3600 + 59 * 60, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [8 * 24 * 3600, 'last week'],
    [45 * 24 * 3600, 'last month'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads %j', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('reads a slightly fast server clock as just now, and the future as "in ..."', () => {
    expect(formatRelativeTime(ago(-20), now)).toBe('just now');
    expect(formatRelativeTime(ago(-2 * 3600), now)).toBe('in 2 hours');
  });

  it('gives an empty text for a time it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
