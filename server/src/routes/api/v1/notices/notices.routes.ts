import type { FastifyInstance } from 'fastify';
import { toPage, type PageQuery } from '../../../../plugins/pagination';
import type { NoticeOrderingField } from '../../../../repositories/notices.repository';
import type { NoticesService } from '../../../../services/notices.service';
import { errorResponses, ref } from '../shared.schema';
import { NoticeListQuery, PaginatedNoticeList } from './notices.schema';

export async function noticesRoutes(
  app: FastifyInstance,
  options: { notices: NoticesService; publicUrl: string },
): Promise<void> {
  app.get<{ Querystring: PageQuery<NoticeOrderingField> }>('/', {
    prefixTrailingSlash: 'slash',
    // The notice strip shows on the signed-out pages too.
    config: { access: 'public' },
    schema: {
      operationId: 'listNotices',
      summary: 'Notices active now, for the notice strip (public)',
      tags: ['Notices'],
      querystring: NoticeListQuery,
      response: { 200: ref(PaginatedNoticeList, 'One page of active notices.'), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const { count, results } = await options.notices.listCurrent(request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });
}
