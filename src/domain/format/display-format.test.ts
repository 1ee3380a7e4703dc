import fc from 'fast-check';
import { countOf, formatCompact, formatDateRange, formatDateTime, formatDay, formatMoney, formatMonth, formatNumber } from './display-format';

describe('formatMoney', () => {
  it('writes rupees with Indian grouping and paise only when there are some', () => {
    expect(formatMoney('50000.00', 'INR')).toBe('₹50,000');
    expect(formatMoney(100000, 'INR')).toBe('₹1,00,000');
    expect(formatMoney('23615.50', 'INR')).toBe('₹23,615.50');
    expect(formatMoney('1234567.05', 'INR')).toBe('₹12,34,567.05');
  });

  it('writes dollars and euros in their own conventions, always with cents', () => {
    expect(formatMoney('1200', 'USD')).toBe('$1,200.00');
    expect(formatMoney(1234567.5, 'USD')).toBe('$1,234,567.50');
    expect(formatMoney('1200.00', 'EUR')).toBe('€1.200,00');
    expect(formatMoney(0.5, 'EUR')).toBe('€0,50');
  });

  it('writes zero and negative amounts with the sign before the symbol', () => {
    expect(formatMoney(0, 'INR')).toBe('₹0');
    expect(formatMoney('0.00', 'USD')).toBe('$0.00');
    expect(formatMoney(-0, 'INR')).toBe('₹0');
    expect(formatMoney('-2500.5', 'INR')).toBe('-₹2,500.50');
    expect(formatMoney(-1200, 'EUR')).toBe('-€1.200,00');
  });

  it('gives nothing for a missing or unreadable amount', () => {
    expect(formatMoney(null, 'INR')).toBe('');
    expect(formatMoney(undefined, 'USD')).toBe('');
    expect(formatMoney('', 'USD')).toBe('');
    expect(formatMoney('abc', 'EUR')).toBe('');
  });

  it('rounds to cents, so a float sum never shows more digits', () => {
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('$0.30');
    expect(formatMoney(99.999, 'INR')).toBe('₹100');
  });

  it('keeps a currency the product does not offer readable', () => {
    expect(formatMoney(10, 'GBP')).toBe('£10.00');
    expect(formatMoney(10, 'XYZ')).toMatch(/^XYZ\s?10\.00$/);
  });

  it('is the same string whatever the reader uses (no dependency on the machine locale)', () => {
    expect(formatMoney('1200', 'usd')).toBe('$1,200.00');
  });
});

describe('counts', () => {
  it('writes compact numbers in one style for every column', () => {
    expect(formatCompact(740000)).toBe('740K');
    expect(formatCompact(48000)).toBe('48K');
    expect(formatCompact(1234567)).toBe('1.2M');
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(null)).toBe('');
  });

  it('writes full counts with grouping and nouns', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(countOf(1, 'video')).toBe('1 video');
    expect(countOf(2, 'video')).toBe('2 videos');
  });
});

describe('dates', () => {
  it('writes a calendar day the same in every time zone', () => {
    expect(formatDay('2026-11-26')).toBe('26 Nov 2026');
    expect(formatDay('2026-09-05', 'America/Los_Angeles')).toBe('5 Sep 2026');
    expect(formatDay('2026-09-05', 'Asia/Kolkata')).toBe('5 Sep 2026');
  });

  it('writes the day of a timestamp in the reader\'s time zone', () => {
    expect(formatDay('2026-11-25T20:00:00Z')).toBe('25 Nov 2026');
    expect(formatDay('2026-11-25T20:00:00Z', 'Asia/Kolkata')).toBe('26 Nov 2026');
    expect(formatDay(new Date('2026-01-01T02:00:00Z'), 'America/New_York')).toBe('31 Dec 2025');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay('')).toBe('');
    expect(formatDay('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('writes a moment with a 24-hour time in the reader\'s time zone, UTC by default', () => {
    expect(formatDateTime('2026-11-25T11:54:00Z')).toBe('25 Nov 2026, 11:54');
    expect(formatDateTime('2026-11-25T11:54:00Z', 'Asia/Kolkata')).toBe('25 Nov 2026, 17:24');
    expect(formatDateTime('2026-11-25T00:05:00Z', 'UTC')).toBe('25 Nov 2026, 00:05');
    expect(formatDateTime('2026-11-25T23:30:00Z', 'Asia/Tokyo')).toBe('26 Nov 2026, 08:30');
  });

  it('reads an unknown time zone as UTC rather than failing', () => {
    expect(formatDateTime('2026-11-25T11:54:00Z', 'Mars/Olympus')).toBe('25 Nov 2026, 11:54');
  });

  it('names a month of a chart the same way', () => {
    expect(formatMonth('2026-09')).toBe('Sep');
    expect(formatMonth('2026-13')).toBe('');
  });

  it('writes ranges with an en dash, and one side when the other is missing', () => {
    expect(formatDateRange('2026-11-26', '2026-12-25')).toBe('26 Nov 2026 – 25 Dec 2026');
    expect(formatDateRange('2026-11-26', null)).toBe('From 26 Nov 2026');
    expect(formatDateRange(null, '2026-12-25')).toBe('Until 25 Dec 2026');
    expect(formatDateRange(null, null)).toBe('');
  });
});

describe('UTC dates without Intl', () => {
  it('reads a moment in UTC exactly as the Intl formatter of another zone does for UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31, 23, 59) }), (time) => {
        const parts = Object.fromEntries(intl.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
        const hour = parts.hour === '24' ? '00' : parts.hour;
        expect(formatDateTime(new Date(time), 'UTC')).toBe(`${Number(parts.day)} ${months[Number(parts.month) - 1]} ${parts.year}, ${hour}:${parts.minute}`);
      }),
      { numRuns: 2000 },
    );
  });
});
