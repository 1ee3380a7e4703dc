import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison (hashing first makes the lengths equal, so length leaks nothing either). */
export function matchesServiceToken(presented: string | undefined, expected: string | null): boolean {
  if (!presented || !expected) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
