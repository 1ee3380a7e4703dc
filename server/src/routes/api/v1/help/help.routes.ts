import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { toPage, type PageQuery } from '../../../../plugins/pagination';
import type { HelpCategoryOrderingField } from '../../../../repositories/help.repository';
import type { HelpService } from '../../../../services/help.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  HelpArticle,
  HelpArticleParams,
  HelpCategoryDetail,
  HelpCategoryListQuery,
  HelpCategoryParams,
  PaginatedHelpCategoryList,
} from './help.schema';

type CategoryParams = { category: string };
type ArticleParams = CategoryParams & { slug: string };

/** The help centre (SPEC §2 help, help/{category}, help/{category}/{slug}); what a reader sees follows their role. */
export async function helpRoutes(app: FastifyInstance, options: { help: HelpService; publicUrl: string }): Promise<void> {
  app.get<{ Querystring: PageQuery<HelpCategoryOrderingField> }>('/categories/', {
    schema: {
      operationId: 'listHelpCategories',
      summary: "Help-centre categories for the caller's role, each with its article count",
      tags: ['Help'],
      security: bearerSecurity,
      querystring: HelpCategoryListQuery,
      response: { 200: ref(PaginatedHelpCategoryList, 'One page of categories.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await options.help.listCategories(currentUser(request).persona, request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<{ Params: CategoryParams }>('/categories/:category/', {
    schema: {
      operationId: 'getHelpCategory',
      summary: 'A help-centre category with the summaries of its articles for the caller',
      tags: ['Help'],
      security: bearerSecurity,
      params: HelpCategoryParams,
      response: { 200: ref(HelpCategoryDetail, 'The category and its articles.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => options.help.getCategory(currentUser(request).persona, request.params.category),
  });

  app.get<{ Params: ArticleParams }>('/categories/:category/articles/:slug/', {
    schema: {
      operationId: 'getHelpArticle',
      summary: 'A help-centre article in Markdown, with related articles of its category',
      tags: ['Help'],
      security: bearerSecurity,
      params: HelpArticleParams,
      response: { 200: ref(HelpArticle, 'The article.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { category, slug } = request.params;
      return options.help.getArticle(currentUser(request).persona, category, slug);
    },
  });
}
