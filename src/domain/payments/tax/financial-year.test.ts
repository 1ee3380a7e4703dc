import {
  financialYearOf,
  financialYearStarting,
  indiaDateOf,
  isInFinancialYear,
  istMidnight,
  nextFinancialYear,
  parseFinancialYearLabel,
  previousFinancialYear,
} from './financial-year';

describe('financialYearOf', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2025-26'], // 31 Mar 23:59:59.999 IST
    ['2026-03-31T18:30:00.000Z', '2026-27'], // 1 Apr 00:00 IST
    ['2026-03-31T12:00:00.000Z', '2025-26'],
    ['2026-04-01T00:00:00.000Z', '2026-27'],
    ['2026-01-01T00:00:00.000Z', '2025-26'],
    ['2025-12-31T18:30:00.000Z', '2025-26'], // 1 Jan IST, same FY
    ['2027-03-31T18:29:59.999Z', '2026-27'],
    ['2027-03-31T18:30:00.000Z', '2027-28'],
    ['1999-04-01T00:00:00.000Z', '1999-00'],
  ])('%s → FY %s', (iso, label) => {
    expect(financialYearOf(new Date(iso)).label).toBe(label);
  });

  it('gives start and (exclusive) end instants at IST midnight', () => {
    const fy = financialYearOf(new Date('2026-11-26T10:00:00Z'));
    expect(fy).toEqual({
      startYear: 2026,
      label: '2026-27',
      compactLabel: '2627',
      start: new Date('2026-03-31T18:30:00.000Z'),
      end: new Date('2027-03-31T18:30:00.000Z'),
      firstDay: '2026-04-01',
      lastDay: '2027-03-31',
    });
    expect(isInFinancialYear(fy.start, fy)).toBe(true);
    expect(isInFinancialYear(new Date(fy.end.getTime() - 1), fy)).toBe(true);
    expect(isInFinancialYear(fy.end, fy)).toBe(false);
    expect(isInFinancialYear(new Date(fy.start.getTime() - 1), fy)).toBe(false);
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date('nope'))).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('indiaDateOf reads the calendar day in India', () => {
    expect(indiaDateOf(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(indiaDateOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(istMidnight(2026, 3, 1).toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('parses labels of consecutive years only', () => {
    expect(parseFinancialYearLabel('2026-27')?.startYear).toBe(2026);
    expect(parseFinancialYearLabel(' 2099-00 ')?.label).toBe('2099-00');
    expect(parseFinancialYearLabel('2026-28')).toBeNull();
    expect(parseFinancialYearLabel('2026-2027')).toBeNull();
    expect(parseFinancialYearLabel('26-27')).toBeNull();
  });

  it('steps between years', () => {
    const fy = financialYearStarting(2025);
    expect(nextFinancialYear(fy).label).toBe('2026-27');
    expect(previousFinancialYear(fy).label).toBe('2024-25');
    expect(nextFinancialYear(fy).start).toEqual(fy.end);
    expect(() => financialYearStarting(2025.5)).toThrow(RangeError);
  });
});
