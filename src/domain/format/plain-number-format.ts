/**
 * The number formats of display-format.ts for the values screens show most (amounts in the three offered currencies,
 * whole counts, compact counts), written out without Intl. Building the first Intl.NumberFormat of a page loads ICU's
 * number data: 20-45 ms in Chromium on this machine, 80-180 ms on Lighthouse's phone, inside the first screen's
 * render. Each function answers exactly what the Intl formatter it stands for answers (plain-number-format.test.ts
 * compares them over generated values), or null outside the range it covers, where the caller asks Intl.
 */

/** Integers this exact: every step below is integer arithmetic under 2^53. */
const largestExact = 1e14;

/** '1234567' -> '12,34,567' (Indian: the last three digits, then pairs) or '1,234,567' (western: threes). */
function groupDigits(digits: string, indian: boolean, separator: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= size) groups.unshift(head.slice(Math.max(0, end - size), end));
  return `${groups.join(separator)}${separator}${tail}`;
}

export interface PlainStyle {
  /** Indian grouping (en-IN) or groups of three. */
  indian: boolean;
  groupSeparator: string;
  decimalSeparator: string;
}

export const plainStyles = {
  'en-IN': { indian: true, groupSeparator: ',', decimalSeparator: '.' },
  'en-US': { indian: false, groupSeparator: ',', decimalSeparator: '.' },
  'de-DE': { indian: false, groupSeparator: '.', decimalSeparator: ',' },
} satisfies Record<string, PlainStyle>;

/**
 * A non-negative amount with exactly `fractionDigits` (0 or 2) decimals, as `Intl.NumberFormat(locale,
 * { minimumFractionDigits: n, maximumFractionDigits: n })` writes it, for a value already rounded to that many
 * decimals (formatMoney rounds first); null when it is not.
 */
export function formatFixedPlain(value: number, fractionDigits: 0 | 2, style: PlainStyle): string | null {
  if (!(value >= 0) || value >= largestExact || Object.is(value, -0)) return null;
  const scaled = value * 10 ** fractionDigits;
  const units = Math.round(scaled);
  // Only values that are whole cents (or whole units) are written here; anything else is Intl's to round.
  if (Math.abs(scaled - units) > 1e-6 * Math.max(1, scaled)) return null;
  const whole = String(Math.floor(units / 10 ** fractionDigits));
  const grouped = groupDigits(whole, style.indian, style.groupSeparator);
  if (fractionDigits === 0) return grouped;
  return `${grouped}${style.decimalSeparator}${String(units % 100).padStart(2, '0')}`;
}

/** A whole count as `Intl.NumberFormat(locale).format` writes it ('-1,00,000' in en-IN); null for other values. */
export function formatIntegerPlain(value: number, style: PlainStyle): string | null {
  if (!Number.isInteger(value) || Math.abs(value) >= largestExact || Object.is(value, -0)) return null;
  const grouped = groupDigits(String(Math.abs(value)), style.indian, style.groupSeparator);
  return value < 0 ? `-${grouped}` : grouped;
}

const compactUnits = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
];

/**
 * A whole count as `Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })` writes it:
 * 950 -> '950', 1250 -> '1.3K' (halves away from zero), 740000 -> '740K', 999950 -> '1M'; null for other values.
 */
export function formatCompactPlain(value: number): string | null {
  if (!Number.isInteger(value) || Math.abs(value) >= largestExact || Object.is(value, -0)) return null;
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude < 1000) return `${sign}${magnitude}`;
  // The largest unit the count reaches; a count that rounds up to 1000 of it is written in the next one ('1M').
  let index = compactUnits.findIndex((unit) => magnitude >= unit.size);
  for (;;) {
    const unit = compactUnits[index]!;
    // Tenths of the unit, rounded half away from zero, in integers (no binary fractions: 1150 is 1.2K, as Intl says).
    const tenthSize = unit.size / 10;
    let tenths = Math.floor(magnitude / tenthSize);
    if ((magnitude - tenths * tenthSize) * 2 >= tenthSize) tenths += 1;
    if (tenths >= 10_000 && index > 0) {
      index -= 1;
      continue;
    }
    const whole = Math.floor(tenths / 10);
    const fraction = tenths % 10;
    return `${sign}${whole}${fraction ? `.${fraction}` : ''}${unit.suffix}`;
  }
}
