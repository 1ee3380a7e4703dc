import type { Static } from '@sinclair/typebox';
import type { Persona } from '../../../src/domain/constants';
import { helpAudiencesFor } from '../../../src/domain/help/help-audience';
import { notFound } from '../plugins/api-error';
import { pageOffset, parseOrdering, type PageQuery } from '../plugins/pagination';
import type {
  HelpArticleSummaryRow,
  HelpCategoryOrderingField,
  HelpCategoryWithCount,
  HelpRepository,
} from '../repositories/help.repository';
import type { HelpArticle, HelpArticleSummary, HelpCategory, HelpCategoryDetail } from '../routes/api/v1/help/help.schema';

export type HelpCategoryResponse = Static<typeof HelpCategory>;
export type HelpArticleSummaryResponse = Static<typeof HelpArticleSummary>;
export type HelpCategoryDetailResponse = Static<typeof HelpCategoryDetail>;
export type HelpArticleResponse = Static<typeof HelpArticle>;

/** How many other articles of the category an article page suggests. */
export const relatedArticlesLimit = 5;

const toCategory = (row: HelpCategoryWithCount): HelpCategoryResponse => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  audience: row.audience,
  article_count: row.articleCount,
});

const toSummary = (row: HelpArticleSummaryRow): HelpArticleSummaryResponse => ({
  category_slug: row.categorySlug,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  audience: row.audience,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The help centre as a reader sees it: pages written for all plus those for the reader's role. Anything
 * else answers 404 exactly like a page that does not exist, so another role's pages never leak.
 */
export function createHelpService(deps: { help: HelpRepository }) {
  async function listCategories(
    persona: Persona | null,
    query: PageQuery<HelpCategoryOrderingField>,
  ): Promise<{ count: number; results: HelpCategoryResponse[] }> {
    const { field, descending } = parseOrdering(query.ordering);
    const { count, rows } = await deps.help.listCategories({
      audiences: helpAudiencesFor(persona),
      limit: query.page_size,
      offset: pageOffset(query),
      orderBy: field,
      descending,
    });
    return { count, results: rows.map(toCategory) };
  }

  async function getCategory(persona: Persona | null, slug: string): Promise<HelpCategoryDetailResponse> {
    const audiences = helpAudiencesFor(persona);
    const category = await deps.help.findCategory(slug, audiences);
    if (!category) throw notFound('Help category not found.');
    const articles = await deps.help.listArticleSummaries(slug, audiences);
    return { ...toCategory({ ...category, articleCount: articles.length }), articles: articles.map(toSummary) };
  }

  async function getArticle(persona: Persona | null, categorySlug: string, slug: string): Promise<HelpArticleResponse> {
    const audiences = helpAudiencesFor(persona);
    const article = await deps.help.findArticle(categorySlug, slug, audiences);
    if (!article) throw notFound('Help article not found.');
    const related = await deps.help.listArticleSummaries(categorySlug, audiences, {
      exceptSlug: slug,
      limit: relatedArticlesLimit,
    });
    return {
      ...toSummary(article),
      category_title: article.categoryTitle,
      body_markdown: article.bodyMarkdown,
      related: related.map(toSummary),
    };
  }

  return { listCategories, getCategory, getArticle };
}

export type HelpService = ReturnType<typeof createHelpService>;
