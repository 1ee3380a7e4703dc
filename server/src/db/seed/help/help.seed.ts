import type { HelpRepository } from '../../../repositories/help.repository';
import { loadHelpArticles } from './help-articles';
import { helpCategorySeeds } from './help-categories';

export interface HelpSeedResult {
  /** Categories and articles inserted or changed; both 0 when the database already holds this content. */
  categoriesWritten: number;
  articlesWritten: number;
}

/**
 * Brings the help centre in line with the shipped content: inserts what is missing and updates what was edited
 * (by category slug, and by category + article slug), leaving unchanged rows and their `updated_at` alone.
 * Rows no longer shipped are kept: a renamed article keeps answering at its old address until removed by hand.
 */
export async function seedHelpContent(help: HelpRepository): Promise<HelpSeedResult> {
  const articles = await loadHelpArticles(helpCategorySeeds.map((category) => category.slug));
  let categoriesWritten = 0;
  let articlesWritten = 0;
  for (const category of helpCategorySeeds) {
    if (await help.upsertCategory(category)) categoriesWritten += 1;
  }
  for (const article of articles) {
    if (await help.upsertArticle(article)) articlesWritten += 1;
  }
  return { categoriesWritten, articlesWritten };
}
