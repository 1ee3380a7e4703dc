import fc from 'fast-check';
import { formatCompactPlain, formatFixedPlain, formatIntegerPlain, plainStyles } from './plain-number-format';

// The Intl formatters each function stands for (display-format.ts): the functions must answer exactly what they answer.
const intlFixed = (locale: string, digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
const intlCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const locales = Object.keys(plainStyles) as Array<keyof typeof plainStyles>;

// Counts near every grouping, rounding and unit boundary, besides the generated ones.
const edges = [0, 1, 9, 10, 99, 100, 999, 1000, 1049, 1050, 1149, 1150, 1151, 1250, 1350, 9949, 9950, 9999, 10000, 99949, 99950, 99999, 100000, 999949, 999950, 999999,
  1000000, 1049999, 1050000, 9999999, 99999999, 999949999, 999950000, 999999999, 1e9, 1e10, 1e12, 999_950_000_000, 1e13, 99_999_999_999_999];

describe('plain number formats, against Intl', () => {
  it('writes whole counts as Intl does in each locale, signs included', () => {
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of [...edges, ...edges.map((edge) => -edge).filter(Boolean)]) expect(formatIntegerPlain(value, plainStyles[locale])).toBe(intl.format(value));
    }
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: -(1e14 - 1), max: 1e14 - 1 }), (locale, value) => {
        expect(formatIntegerPlain(value, plainStyles[locale])).toBe(new Intl.NumberFormat(locale).format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes amounts rounded to 0 or 2 decimals as Intl does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.constantFrom(0 as const, 2 as const), fc.integer({ min: 0, max: 9_999_999_999_999 }), (locale, digits, units) => {
        // formatMoney's rounding: whole units, or whole cents.
        const value = digits === 0 ? units : Math.round((units / 100) * 100) / 100;
        expect(formatFixedPlain(value, digits, plainStyles[locale])).toBe(intlFixed(locale, digits).format(value));
      }),
      { numRuns: 3000 },
    );
    for (const value of [0, 0.3, 0.1 + 0.2, 1.01, 1.1, 23615.5, 100000, 12345678.91, 99999.99]) {
      const rounded = Math.round(value * 100) / 100;
      expect(formatFixedPlain(rounded, 2, plainStyles['de-DE'])).toBe(intlFixed('de-DE', 2).format(rounded));
      expect(formatFixedPlain(rounded, 2, plainStyles['en-IN'])).toBe(intlFixed('en-IN', 2).format(rounded));
    }
  });

  it('writes compact counts as Intl does, through every unit and its rounding', () => {
    for (const value of [...edges, ...edges.map((edge) => -edge).filter(Boolean)]) expect(`${value} ${formatCompactPlain(value)}`).toBe(`${value} ${intlCompact.format(value)}`);
    fc.assert(
      fc.property(fc.integer({ min: -(1e14 - 1), max: 1e14 - 1 }), (value) => {
        expect(formatCompactPlain(value)).toBe(intlCompact.format(value));
      }),
      { numRuns: 3000 },
    );
    // Magnitudes spread evenly over the digits, where the unit changes.
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 13 }), fc.integer({ min: 0, max: 999_999 }), (exponent, mantissa) => {
        const value = Math.floor((mantissa / 1e6) * 10 ** exponent) + 10 ** exponent;
        if (value < 1e14) expect(formatCompactPlain(value)).toBe(intlCompact.format(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves to Intl what it does not cover: fractions, negative amounts, -0 and huge values', () => {
    expect(formatIntegerPlain(1.5, plainStyles['en-IN'])).toBeNull();
    expect(formatIntegerPlain(-0, plainStyles['en-IN'])).toBeNull();
    expect(formatIntegerPlain(1e15, plainStyles['en-IN'])).toBeNull();
    expect(formatFixedPlain(-5, 2, plainStyles['en-US'])).toBeNull();
    expect(formatFixedPlain(1.005, 2, plainStyles['en-US'])).toBeNull();
    expect(formatFixedPlain(Number.NaN, 0, plainStyles['en-US'])).toBeNull();
    expect(formatCompactPlain(12.5)).toBeNull();
    expect(formatCompactPlain(1e15)).toBeNull();
  });
});
