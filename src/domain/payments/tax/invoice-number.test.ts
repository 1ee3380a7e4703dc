import { financialYearStarting } from './financial-year';
import { formatInvoiceNumber, invoiceNumberMessages, parseInvoiceNumber, validateInvoiceNumberText } from './invoice-number';

describe('formatInvoiceNumber', () => {
  it('writes PREFIX/FY/SERIAL with a six-digit serial', () => {
    expect(formatInvoiceNumber({ prefix: 'IH', fy: '2026-27', serial: 123 })).toBe('IH/2627/000123');
    expect(formatInvoiceNumber({ prefix: 'IH', fy: financialYearStarting(2099), serial: 1 })).toBe('IH/9900/000001');
    expect(formatInvoiceNumber({ prefix: 'IH-B', fy: 2026, serial: 1 })).toBe('IH-B/2627/000001');
    expect(formatInvoiceNumber({ prefix: 'IH', fy: 2026, serial: 12_345_678 })).toBe('IH/2627/12345678');
  });

  it('refuses a number over 16 characters, a bad prefix, serial or FY', () => {
    expect(() => formatInvoiceNumber({ prefix: 'ABCDE', fy: 2026, serial: 1 })).toThrow(/1 to 4/);
    expect(() => formatInvoiceNumber({ prefix: 'ABCD', fy: 2026, serial: 1_000_000 })).toThrow(/longer than 16/);
    expect(() => formatInvoiceNumber({ prefix: 'IH', fy: 2026, serial: 10_000_000_000 })).toThrow(/longer than 16/);
    expect(() => formatInvoiceNumber({ prefix: 'I/H', fy: 2026, serial: 1 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ prefix: 'IH ', fy: 2026, serial: 1 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ prefix: '', fy: 2026, serial: 1 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ prefix: 'IH', fy: 2026, serial: 0 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ prefix: 'IH', fy: 2026, serial: 1.5 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ prefix: 'IH', fy: '2026-28', serial: 1 })).toThrow(RangeError);
  });
});

describe('parseInvoiceNumber', () => {
  it('reads the parts back', () => {
    expect(parseInvoiceNumber('IH/2627/000123')).toEqual({ ok: true, value: { prefix: 'IH', fy: '2026-27', serial: 123 } });
    expect(parseInvoiceNumber(' IH/9900/000001 ')).toEqual({ ok: true, value: { prefix: 'IH', fy: '2099-00', serial: 1 } });
  });

  it.each([
    [undefined, invoiceNumberMessages.required],
    ['', invoiceNumberMessages.required],
    ['IH/2627/0001234567', invoiceNumberMessages.tooLong],
    ['IH 2627 000123', invoiceNumberMessages.characters],
    ['IH/2627/00012_', invoiceNumberMessages.characters],
    ['IH/२६२७/000123', invoiceNumberMessages.characters],
    ['IH/2628/000123', invoiceNumberMessages.invalid],
    ['IH/2627/000000', invoiceNumberMessages.invalid],
    ['IH/2627/123', invoiceNumberMessages.invalid],
    ['IH/2627/0123456', invoiceNumberMessages.invalid],
    ['IH/27/000123', invoiceNumberMessages.invalid],
    ['/2627/000123', invoiceNumberMessages.invalid],
    ['IHBRD/2627/00012', invoiceNumberMessages.invalid],
    ['INV-000123', invoiceNumberMessages.invalid],
  ])('%j → %s', (input, message) => {
    expect(parseInvoiceNumber(input)).toEqual({ ok: false, message });
  });

  it('validateInvoiceNumberText checks only Rule 46(b): length and characters', () => {
    expect(validateInvoiceNumberText('INV-000123')).toEqual({ ok: true, value: 'INV-000123' });
    expect(validateInvoiceNumberText('a'.repeat(16)).ok).toBe(true);
    expect(validateInvoiceNumberText('a'.repeat(17))).toEqual({ ok: false, message: invoiceNumberMessages.tooLong });
  });
});
