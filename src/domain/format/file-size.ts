import { displayLocale, numberFormat } from './display-format';

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size people read (1 KB = 1,024 bytes, like the upload limit's "10MB"): '512 bytes', '24 KB', '3.4 MB'.
 * One decimal below 10 of a unit, none above; the display locale's separators.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${numberFormat(displayLocale).format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const digits = value < 10 ? 1 : 0;
  return `${numberFormat(displayLocale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
