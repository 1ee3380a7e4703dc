import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { HelpAudience } from '../../../src/domain/help/help-audience';
import type { Database } from '../db/database';
import { helpArticles, helpCategories, type HelpArticleRow, type HelpCategoryRow } from '../db/schema/help.schema';

export type HelpCategoryOrderingField = 'position' | 'title';
export type NewHelpCategory = Omit<typeof helpCategories.$inferInsert, 'updatedAt'>;
export type NewHelpArticle = Omit<typeof helpArticles.$inferInsert, 'updatedAt'>;
export type HelpCategoryWithCount = HelpCategoryRow & { articleCount: number };
export type HelpArticleSummaryRow = Omit<HelpArticleRow, 'bodyMarkdown'>;
export type HelpArticleWithCategory = HelpArticleRow & { categoryTitle: string };

const { bodyMarkdown: _body, ...summaryColumns } = getTableColumns(helpArticles);

/** Articles of `categorySlug`'s category a reader with `audiences` may see (for the join and the counts). */
const visibleArticlesOf = (audiences: HelpAudience[]) =>
  and(eq(helpArticles.categorySlug, helpCategories.slug), inArray(helpArticles.audience, audiences));

const categoryColumns = ['title', 'description', 'audience', 'position'];
const articleColumns = ['title', 'summary', 'body_markdown', 'audience', 'position'];

/** The stored row differs from the incoming (`excluded`) one, so `updated_at` moves only on a real edit. */
const changed = (table: string, columns: string[]) =>
  sql.raw(
    `(${columns.map((c) => `"${table}"."${c}"`).join(', ')}) is distinct from (${columns.map((c) => `excluded."${c}"`).join(', ')})`,
  );

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `{ title: excluded.title, ..., updatedAt: now() }` for an upsert's SET, keyed by Drizzle property names. */
const fromExcluded = (columns: string[]) => ({
  ...Object.fromEntries(columns.map((column) => [camel(column), sql.raw(`excluded."${column}"`)])),
  updatedAt: sql`now()`,
});

export function createHelpRepository(db: Database) {
  async function listCategories(options: {
    audiences: HelpAudience[];
    limit: number;
    offset: number;
    orderBy: HelpCategoryOrderingField;
    descending: boolean;
  }): Promise<{ count: number; rows: HelpCategoryWithCount[] }> {
    const column = options.orderBy === 'title' ? helpCategories.title : helpCategories.position;
    const direction = options.descending ? desc : asc;
    const visible = inArray(helpCategories.audience, options.audiences);
    const [totals, rows] = await Promise.all([
      db.select({ value: count() }).from(helpCategories).where(visible),
      db
        .select({ ...getTableColumns(helpCategories), articleCount: sql<number>`count(${helpArticles.slug})::int` })
        .from(helpCategories)
        .leftJoin(helpArticles, visibleArticlesOf(options.audiences))
        .where(visible)
        .groupBy(helpCategories.slug)
        .orderBy(direction(column), asc(helpCategories.slug))
        .limit(options.limit)
        .offset(options.offset),
    ]);
    return { count: Number(totals[0]?.value ?? 0), rows };
  }

  async function findCategory(slug: string, audiences: HelpAudience[]): Promise<HelpCategoryRow | null> {
    const rows = await db
      .select()
      .from(helpCategories)
      .where(and(eq(helpCategories.slug, slug), inArray(helpCategories.audience, audiences)))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Article summaries (no body) of one category in reading order, optionally leaving one out. */
  async function listArticleSummaries(
    categorySlug: string,
    audiences: HelpAudience[],
    options: { exceptSlug?: string; limit?: number } = {},
  ): Promise<HelpArticleSummaryRow[]> {
    const query = db
      .select(summaryColumns)
      .from(helpArticles)
      .where(
        and(
          eq(helpArticles.categorySlug, categorySlug),
          inArray(helpArticles.audience, audiences),
          options.exceptSlug === undefined ? undefined : ne(helpArticles.slug, options.exceptSlug),
        ),
      )
      .orderBy(asc(helpArticles.position), asc(helpArticles.slug));
    return options.limit === undefined ? query : query.limit(options.limit);
  }

  /** The article when both it and its category are written for one of `audiences`. */
  async function findArticle(
    categorySlug: string,
    slug: string,
    audiences: HelpAudience[],
  ): Promise<HelpArticleWithCategory | null> {
    const rows = await db
      .select({ ...getTableColumns(helpArticles), categoryTitle: helpCategories.title })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.slug, helpArticles.categorySlug))
      .where(
        and(
          eq(helpArticles.categorySlug, categorySlug),
          eq(helpArticles.slug, slug),
          inArray(helpArticles.audience, audiences),
          inArray(helpCategories.audience, audiences),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  }

  /** Inserts or updates by slug; returns whether a row was written (false when nothing changed). */
  async function upsertCategory(input: NewHelpCategory): Promise<boolean> {
    const rows = await db
      .insert(helpCategories)
      .values(input)
      .onConflictDoUpdate({
        target: helpCategories.slug,
        set: fromExcluded(categoryColumns),
        setWhere: changed('help_categories', categoryColumns),
      })
      .returning({ slug: helpCategories.slug });
    return rows.length > 0;
  }

  /** Inserts or updates by (category, slug); `updated_at` moves only when the content changed. */
  async function upsertArticle(input: NewHelpArticle): Promise<boolean> {
    const rows = await db
      .insert(helpArticles)
      .values(input)
      .onConflictDoUpdate({
        target: [helpArticles.categorySlug, helpArticles.slug],
        set: fromExcluded(articleColumns),
        setWhere: changed('help_articles', articleColumns),
      })
      .returning({ slug: helpArticles.slug });
    return rows.length > 0;
  }

  return { listCategories, findCategory, listArticleSummaries, findArticle, upsertCategory, upsertArticle };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
