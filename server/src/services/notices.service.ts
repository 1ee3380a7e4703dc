import type { Static } from '@sinclair/typebox';
import type { NoticeRow } from '../db/schema/notices.schema';
import { pageOffset, parseOrdering, type PageQuery } from '../plugins/pagination';
import type { NoticeOrderingField, NoticesRepository } from '../repositories/notices.repository';
import type { Notice } from '../routes/api/v1/notices/notices.schema';

export type NoticeResponse = Static<typeof Notice>;

const toResponse = (row: NoticeRow): NoticeResponse => ({
  id: row.id,
  message: row.message,
  severity: row.severity,
  dismissible: row.dismissible,
  created_at: row.createdAt.toISOString(),
});

export function createNoticesService(deps: { notices: NoticesRepository }) {
  /** One page of the notices that are active now. */
  async function listCurrent(query: PageQuery<NoticeOrderingField>): Promise<{ count: number; results: NoticeResponse[] }> {
    const { field, descending } = parseOrdering(query.ordering);
    const { count, rows } = await deps.notices.listCurrent({
      limit: query.page_size,
      offset: pageOffset(query),
      orderBy: field,
      descending,
    });
    return { count, results: rows.map(toResponse) };
  }

  return { listCurrent };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
