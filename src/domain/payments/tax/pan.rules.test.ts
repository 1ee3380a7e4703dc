import { isValidPan, normalisePan, panHolderType, panMessages, validatePan } from './pan.rules';

describe('validatePan', () => {
  it.each([
    [undefined, panMessages.required],
    [null, panMessages.required],
    ['', panMessages.required],
    ['   ', panMessages.required],
    ['ABCPE1234', panMessages.invalid],
    ['ABCPE12345', panMessages.invalid],
    ['ABCPE1234FF', panMessages.invalid],
    ['ABCP11234F', panMessages.invalid],
    ['1BCPE1234F', panMessages.invalid],
    ['ABCPE 1234F', panMessages.invalid],
    ['ABCPE1234-', panMessages.invalid],
    ['ABCXE1234F', panMessages.holderTypeInvalid],
    ['ABCDE1234F', panMessages.holderTypeInvalid],
    ['abcze1234f', panMessages.holderTypeInvalid],
  ])('%j → %s', (input, message) => {
    expect(validatePan(input)).toEqual({ ok: false, message });
  });

  it.each(['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'])('accepts holder type %s', (letter) => {
    expect(validatePan(`ABC${letter}E1234F`)).toEqual({ ok: true, value: `ABC${letter}E1234F` });
  });

  it('trims and upper-cases before checking', () => {
    expect(validatePan('  abcpe1234f \n')).toEqual({ ok: true, value: 'ABCPE1234F' });
    expect(normalisePan(' abcpe1234f ')).toBe('ABCPE1234F');
    expect(isValidPan('abcpe1234f')).toBe(true);
    expect(isValidPan('abc')).toBe(false);
  });

  it('keeps the messages as the forms show them', () => {
    expect(panMessages.required).toBe('PAN is required.');
    expect(panMessages.invalid).toBe('Enter a valid PAN: 5 letters, 4 digits, 1 letter (e.g. ABCPE1234F).');
    expect(panMessages.holderTypeInvalid).toMatch(/4th letter/);
  });
});

describe('panHolderType', () => {
  it.each([
    ['ABCPE1234F', 'individual'],
    ['ABCCE1234F', 'company'],
    ['ABCHE1234F', 'huf'],
    ['ABCFE1234F', 'firm'],
    ['ABCGE1234F', 'government'],
    ['ABCDE1234F', null],
    ['', null],
  ])('%s → %s', (pan, type) => {
    expect(panHolderType(pan)).toBe(type);
  });
});
