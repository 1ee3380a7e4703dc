import { and, asc, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Persona } from '../../../src/domain/constants';
import { campaignStatusLabels } from '../../../src/domain/campaigns/campaign-labels';
import { helpAudiencesFor, likePatterns, type SearchKind } from '../../../src/domain/search/search';
import type { Database } from '../db/database';
import { brandMembers, brands } from '../db/schema/brands.schema';
import { campaigns } from '../db/schema/campaigns.schema';
import { helpArticles, helpCategories } from '../db/schema/help.schema';
import { influencers } from '../db/schema/influencers.schema';
import { userSettings } from '../db/schema/user-settings.schema';
import { profileVisibleTo, settingsJoin } from './profile-privacy';

export interface SearchCaller {
  userId: string;
  persona: Persona | null;
}

export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  /** The SPA path that opens the hit. */
  url: string;
}

/**
 * One searchable kind: who may search it, and the query that finds only what the caller may see.
 * Scoping belongs in the query (campaigns of the caller's brands, the caller's own content ...), so
 * each provider receives the caller. Adding a kind (campaigns, content) means adding one provider here.
 */
export interface SearchProvider {
  kind: SearchKind;
  personas: ReadonlyArray<Persona | null>;
  search(caller: SearchCaller, text: string, limit: number): Promise<SearchHit[]>;
}

/** Case-insensitive LIKE with the user's wildcards escaped (the pattern comes from likePatterns). */
const ilike = (column: SQLWrapper, pattern: string): SQL => sql`${column} ilike ${pattern} escape '\\'`;

/** 0 for a prefix match, 1 otherwise: prefix matches rank first. */
const prefixRank = (column: SQLWrapper, prefix: string): SQL => sql`case when ${ilike(column, prefix)} then 0 else 1 end`;

export function createSearchRepository(db: Database) {
  // A brand member's own campaigns, in every brand they belong to (never another brand's); drafts open in the wizard.
  const campaignsProvider: SearchProvider = {
    kind: 'campaign',
    personas: ['brand'],
    async search(caller, text, limit) {
      const { contains, prefix } = likePatterns(text);
      const rows = await db
        .select({ id: campaigns.id, brandId: campaigns.brandId, title: campaigns.name, status: campaigns.status })
        .from(campaigns)
        .innerJoin(brandMembers, and(eq(brandMembers.brandId, campaigns.brandId), eq(brandMembers.userId, caller.userId)))
        .where(sql`(${ilike(campaigns.name, contains)} or ${ilike(campaigns.description, contains)})`)
        .orderBy(prefixRank(campaigns.name, prefix), sql`lower(${campaigns.name})`, asc(campaigns.id))
        .limit(limit);
      return rows.map((row) => ({
        kind: 'campaign',
        id: row.id,
        title: row.title,
        subtitle: campaignStatusLabels[row.status],
        url: row.status === 'draft' ? `/brands/${row.brandId}/campaigns/wizard/${row.id}/general` : `/brands/${row.brandId}/campaigns/${row.id}`,
      }));
    },
  };

  // Influencer profiles are what brands browse; only completed profiles their owner lets brands see are listed
  // (private ones never, even to brands they work with: search is for finding someone new).
  const influencersProvider: SearchProvider = {
    kind: 'influencer',
    personas: ['brand'],
    async search(caller, text, limit) {
      const { contains, prefix } = likePatterns(text);
      const rows = await db
        .select({ id: influencers.id, title: influencers.displayName })
        .from(influencers)
        .leftJoin(userSettings, settingsJoin)
        .where(and(isNotNull(influencers.profileCompletedAt), ilike(influencers.displayName, contains), profileVisibleTo(caller.persona === 'brand' ? 'brand' : 'other')))
        .orderBy(prefixRank(influencers.displayName, prefix), sql`lower(${influencers.displayName})`, asc(influencers.id))
        .limit(limit);
      return rows.map((row) => ({ kind: 'influencer', ...row, subtitle: null, url: `/influencers?focus=${row.id}` }));
    },
  };

  // Brands are public company profiles once completed; an influencer finds their campaigns from here.
  const brandsProvider: SearchProvider = {
    kind: 'brand',
    personas: ['influencer'],
    async search(_caller, text, limit) {
      const { contains, prefix } = likePatterns(text);
      const rows = await db
        .select({ id: brands.id, title: brands.name })
        .from(brands)
        .where(and(isNotNull(brands.profileCompletedAt), ilike(brands.name, contains)))
        .orderBy(prefixRank(brands.name, prefix), sql`lower(${brands.name})`, asc(brands.id))
        .limit(limit);
      return rows.map((row) => ({ kind: 'brand', ...row, subtitle: null, url: `/campaigns?brand=${row.id}` }));
    },
  };

  // Help for the caller's audience only: both the article and its category must be written for them.
  const helpArticlesProvider: SearchProvider = {
    kind: 'help_article',
    personas: ['brand', 'influencer', null],
    async search(caller, text, limit) {
      const { contains, prefix } = likePatterns(text);
      const audiences = helpAudiencesFor(caller.persona);
      const rank = sql`case when ${ilike(helpArticles.title, prefix)} then 0
        when ${ilike(helpArticles.title, contains)} then 1 else 2 end`;
      const rows = await db
        .select({
          category: helpArticles.categorySlug,
          slug: helpArticles.slug,
          title: helpArticles.title,
          subtitle: helpArticles.summary,
        })
        .from(helpArticles)
        .innerJoin(helpCategories, eq(helpCategories.slug, helpArticles.categorySlug))
        .where(
          and(
            inArray(helpArticles.audience, audiences),
            inArray(helpCategories.audience, audiences),
            sql`(${ilike(helpArticles.title, contains)} or ${ilike(helpArticles.summary, contains)}
              or ${ilike(helpArticles.bodyMarkdown, contains)})`,
          ),
        )
        .orderBy(rank, sql`lower(${helpArticles.title})`, asc(helpArticles.categorySlug), asc(helpArticles.slug))
        .limit(limit);
      return rows.map(({ category, slug, title, subtitle }) => ({
        kind: 'help_article',
        id: `${category}/${slug}`,
        title,
        subtitle,
        url: `/help/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
      }));
    },
  };

  /** In the order the palette shows the groups. */
  const providers: readonly SearchProvider[] = [campaignsProvider, influencersProvider, brandsProvider, helpArticlesProvider];

  return { providers };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
