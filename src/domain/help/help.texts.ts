import { formatDay } from '../format/display-format';

/** Texts of the help centre pages (SPEC gives only the routes; 'Help Centre' is the title of /help). */
export const helpTexts = {
  title: 'Help Centre',
  intro: 'Guides and answers for your account. Choose a topic to get started.',
  categoriesLoadFailed: 'Failed to load help topics',
  categoryLoadFailed: 'Failed to load this help topic',
  articleLoadFailed: 'Failed to load this article',
  retry: 'Retry',
  noCategories: 'No help topics are available for your account yet.',
  noArticles: 'This topic has no articles for your account yet.',
  categoryNotFound: 'Help topic not found',
  articleNotFound: 'Article not found',
  notFoundBody: "It may have moved, or it isn't available for your account.",
  backToHelpCentre: 'Back to Help Centre',
  backTo: (title: string) => `Back to ${title}`,
  lastUpdated: 'Last updated',
  relatedArticles: 'Related articles',
  articlesInCategory: 'Articles',
  loading: 'Loading help...',
  articleCount: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
  opensInNewTab: '(opens in a new tab)',
} as const;

/** Dates in articles: '22 Nov 2026', the product's one date format, the same for every reader of a page. */
export const formatHelpDate = (iso: string): string => formatDay(iso);
