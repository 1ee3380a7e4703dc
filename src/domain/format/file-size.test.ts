import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1024, '1 KB'],
    [245_760, '240 KB'],
    [1536, '1.5 KB'],
    [8_600_000, '8.2 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i bytes reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('gives nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
