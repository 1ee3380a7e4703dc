/** UUIDs, numbers and long opaque tokens (anything with a digit, 16+ characters) are ids. */
const idSegment = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|(?=[^/]*\d)[A-Za-z0-9_-]{16,})$/i;

/**
 * The route a metric belongs to: the path with ids replaced by `:id`, so measurements of every campaign land in
 * one row (`/brands/7/campaigns/9f1c...` -> `/brands/:id/campaigns/:id`). Query and hash are dropped.
 */
export function routePattern(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  const segments = pathname.split('/').map((segment) => (idSegment.test(segment) ? ':id' : segment));
  const joined = segments.join('/').replace(/\/+$/, '');
  return joined === '' ? '/' : joined;
}
