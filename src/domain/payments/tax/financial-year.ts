/**
 * Indian financial year (1 April – 31 March) of an instant, read in India time. India Standard Time is UTC+5:30 all
 * year (no daylight saving), so a fixed offset is exact and nothing depends on the machine's time zone: 31 Mar 2026
 * 18:29:59.999 UTC is still FY 2025-26, 18:30 UTC (midnight IST on 1 Apr) is FY 2026-27.
 */
export const istOffsetMinutes = 330;
const istOffsetMs = istOffsetMinutes * 60_000;

export interface FinancialYear {
  /** The calendar year in which it starts: 2026 for FY 2026-27. */
  startYear: number;
  /** '2026-27' (the form of Form 16A, 26Q and most statements). */
  label: string;
  /** '2627', for invoice series (integrations.md §4.1 Rule 46(b): at most 16 characters). */
  compactLabel: string;
  /** The first instant: 1 Apr 00:00 IST (31 Mar 18:30 UTC). */
  start: Date;
  /** The first instant of the next FY (exclusive end): an instant t is in the FY when start <= t < end. */
  end: Date;
  /** First and last calendar days in India, 'YYYY-04-01' and 'YYYY-03-31'. */
  firstDay: string;
  lastDay: string;
}

const fyLabelPattern = /^(\d{4})-(\d{2})$/;

/** The instant of 00:00 IST on a calendar day. */
export function istMidnight(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day) - istOffsetMs);
}

/** The calendar day in India of an instant, 'YYYY-MM-DD' (2026-03-31T19:00Z → '2026-04-01'). */
export function indiaDateOf(instant: Date): string {
  assertValidDate(instant);
  return new Date(instant.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

export function financialYearStarting(startYear: number): FinancialYear {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998) {
    throw new RangeError(`No financial year starts in ${startYear}.`);
  }
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return {
    startYear,
    label: `${startYear}-${next}`,
    compactLabel: `${String(startYear % 100).padStart(2, '0')}${next}`,
    start: istMidnight(startYear, 3, 1),
    end: istMidnight(startYear + 1, 3, 1),
    firstDay: `${startYear}-04-01`,
    lastDay: `${startYear + 1}-03-31`,
  };
}

export function financialYearOf(instant: Date): FinancialYear {
  const day = indiaDateOf(instant);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** '2026-27' → FY 2026-27; null when the label is not two consecutive years. */
export function parseFinancialYearLabel(label: string): FinancialYear | null {
  const match = fyLabelPattern.exec(label.trim());
  if (!match) return null;
  const startYear = Number(match[1]);
  if ((startYear + 1) % 100 !== Number(match[2])) return null;
  return financialYearStarting(startYear);
}

export function isInFinancialYear(instant: Date, fy: FinancialYear): boolean {
  const t = instant.getTime();
  return t >= fy.start.getTime() && t < fy.end.getTime();
}

export function nextFinancialYear(fy: FinancialYear): FinancialYear {
  return financialYearStarting(fy.startYear + 1);
}

export function previousFinancialYear(fy: FinancialYear): FinancialYear {
  return financialYearStarting(fy.startYear - 1);
}

function assertValidDate(instant: Date) {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new RangeError('Not a valid instant.');
}
