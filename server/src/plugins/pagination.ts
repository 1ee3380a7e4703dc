import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { limits } from '../../../src/domain/constants';
import { notFound } from './api-error';

/** `created_at` allows `created_at` and `-created_at` (descending). */
export function orderingChoices<const F extends string>(fields: readonly F[]): Array<F | `-${F}`> {
  return fields.flatMap((field) => [field, `-${field}` as const]);
}

/**
 * Query schema of every paginated list: page (>= 1, default 1), page_size (1..100, default 20)
 * and ordering restricted to the route's allow-list.
 */
export function pageQuery<const F extends string>(fields: readonly F[], defaultOrdering: F | `-${F}`) {
  const choices = orderingChoices(fields);
  const ordering = Type.Unsafe<F | `-${F}`>({
    type: 'string',
    enum: choices,
    default: defaultOrdering,
    description: `Sort field; prefix with - for descending. One of: ${choices.join(', ')}.`,
  }) as TUnsafe<F | `-${F}`>;
  const pageSize = Type.Integer({
    minimum: 1,
    maximum: limits.pageSizeMax,
    default: limits.pageSizeDefault,
    description: `Results per page (at most ${limits.pageSizeMax}).`,
  });
  const page = Type.Integer({ minimum: 1, default: 1, description: 'Page number, starting at 1.' });
  // Optional in the document; Ajv fills the defaults in, so handlers always see all three (PageQuery).
  return Type.Object(
    { page: Type.Optional(page), page_size: Type.Optional(pageSize), ordering: Type.Optional(ordering) },
    { additionalProperties: true },
  );
}

export interface PageQuery<F extends string = string> {
  page: number;
  page_size: number;
  ordering: F | `-${F}`;
}

/** `{count, next, previous, results}` with absolute next/previous URLs (DRF style). */
export function paginated<T extends TSchema>(itemSchema: T, $id?: string) {
  return Type.Object(
    {
      count: Type.Integer({ minimum: 0, description: 'Total number of results across all pages.' }),
      next: Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description: 'URL of the next page.' }),
      previous: Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description: 'URL of the previous page.' }),
      results: Type.Array(itemSchema),
    },
    $id ? { $id } : {},
  );
}

export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Splits `-created_at` into the field and its direction. */
export function parseOrdering<F extends string>(ordering: F | `-${F}`): { field: F; descending: boolean } {
  const descending = ordering.startsWith('-');
  return { field: (descending ? ordering.slice(1) : ordering) as F, descending };
}

export const pageOffset = (query: Pick<PageQuery, 'page' | 'page_size'>) => (query.page - 1) * query.page_size;

function pageUrl(request: FastifyRequest, publicUrl: string, page: number): string {
  const url = new URL(request.url, `${publicUrl}/`);
  const absolute = new URL(`${publicUrl}${url.pathname}${url.search}`);
  if (page <= 1) absolute.searchParams.delete('page');
  else absolute.searchParams.set('page', String(page));
  return absolute.toString();
}

/** Builds the page envelope; a page past the last one (other than page 1) is 404 'Invalid page.' like DRF. */
export function toPage<T>(
  request: FastifyRequest,
  publicUrl: string,
  query: Pick<PageQuery, 'page' | 'page_size'>,
  count: number,
  results: T[],
  /** `more`: results go on past `count` (a capped count, as the directory's), so there is a next page. */
  options: { more?: boolean } = {},
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  if (query.page > lastPage) throw notFound('Invalid page.');
  return {
    count,
    next: query.page < lastPage || options.more ? pageUrl(request, publicUrl, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(request, publicUrl, query.page - 1) : null,
    results,
  };
}

