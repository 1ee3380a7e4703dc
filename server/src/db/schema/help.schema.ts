import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Who a help category or article is written for. */
export const helpAudienceEnum = pgEnum('help_audience', ['all', 'brand', 'influencer']);

/** Help-centre categories: /help/{category}. */
export const helpCategories = pgTable('help_categories', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  audience: helpAudienceEnum('audience').notNull().default('all'),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Help-centre articles in Markdown: /help/{category}/{slug}. */
export const helpArticles = pgTable(
  'help_articles',
  {
    categorySlug: text('category_slug')
      .notNull()
      .references(() => helpCategories.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    audience: helpAudienceEnum('audience').notNull().default('all'),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'help_articles_pk', columns: [table.categorySlug, table.slug] }),
    index('help_articles_category_position_idx').on(table.categorySlug, table.position),
  ],
);

export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
