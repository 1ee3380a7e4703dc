import { Type } from '@sinclair/typebox';
import { helpAudiences, helpSlugMaxLength } from '../../../../../../src/domain/help/help-audience';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { ref, StringEnum } from '../shared.schema';

const Slug = (description: string) => Type.String({ minLength: 1, maxLength: helpSlugMaxLength, description });
const Audience = StringEnum(helpAudiences, { description: 'Who the page is written for: all, brand or influencer.' });

export const HelpCategory = Type.Object(
  {
    slug: Type.String({ description: 'Addresses the category: /help/{slug}.' }),
    title: Type.String(),
    description: Type.String(),
    audience: Audience,
    article_count: Type.Integer({ minimum: 0, description: 'Articles in the category the caller may read.' }),
  },
  { $id: 'HelpCategory', additionalProperties: false },
);

export const HelpArticleSummary = Type.Object(
  {
    category_slug: Type.String(),
    slug: Type.String({ description: 'Addresses the article: /help/{category_slug}/{slug}.' }),
    title: Type.String(),
    summary: Type.String(),
    audience: Audience,
    updated_at: Type.String({ format: 'date-time', description: 'When the content last changed.' }),
  },
  { $id: 'HelpArticleSummary', additionalProperties: false },
);

export const HelpCategoryDetail = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    description: Type.String(),
    audience: Audience,
    article_count: Type.Integer({ minimum: 0 }),
    articles: Type.Array(ref(HelpArticleSummary), { description: 'In reading order.' }),
  },
  { $id: 'HelpCategoryDetail', additionalProperties: false },
);

export const HelpArticle = Type.Object(
  {
    category_slug: Type.String(),
    category_title: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    audience: Audience,
    body_markdown: Type.String({
      description: 'CommonMark with GFM tables. Clients render it without raw HTML and honour only /path, http(s) and mailto: links.',
    }),
    updated_at: Type.String({ format: 'date-time' }),
    related: Type.Array(ref(HelpArticleSummary), { description: 'Other articles of the category the caller may read.' }),
  },
  { $id: 'HelpArticle', additionalProperties: false },
);

export const PaginatedHelpCategoryList = paginated(ref(HelpCategory), 'PaginatedHelpCategoryList');

export const helpCategoryOrderingFields = ['position', 'title'] as const;
export const HelpCategoryListQuery = pageQuery(helpCategoryOrderingFields, 'position');

export const HelpCategoryParams = Type.Object({ category: Slug('Category slug.') });
export const HelpArticleParams = Type.Object({ category: Slug('Category slug.'), slug: Slug('Article slug.') });

export const helpComponents = [HelpCategory, HelpArticleSummary, HelpCategoryDetail, HelpArticle, PaginatedHelpCategoryList];
