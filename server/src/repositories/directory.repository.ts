import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { directoryLimits, type Availability, type DirectorySort } from '../../../src/domain/directory/directory.rules';
import type { PlacementType } from '../../../src/domain/campaigns/campaign-options';
import type { Currency } from '../../../src/domain/campaigns/campaign-options';
import { likePatterns } from '../../../src/domain/search/search';
import type { Database } from '../db/database';
import { campaigns } from '../db/schema/campaigns.schema';
import { directoryProfiles, directoryTextExpression, influencerRates } from '../db/schema/directory.schema';
import { influencers, socialAccounts } from '../db/schema/influencers.schema';
import { campaignInfluencers, contentSubmissions } from '../db/schema/marketplace.schema';
import { userSettings } from '../db/schema/user-settings.schema';
import { textArray } from './matching.repository';
import { participantStatuses, profileVisibleTo, publicAccountColumns, publicProfileColumns, settingsJoin } from './profile-privacy';

/** A directory search, already validated by the service (allow-listed sort, known niches and languages). */
export interface DirectoryFilter {
  text?: string;
  niches: string[];
  languages: string[];
  platform?: 'youtube' | 'instagram';
  followersMin?: number;
  followersMax?: number;
  engagementMin?: number;
  engagementMax?: number;
  averageViewsMin?: number;
  verifiedOnly: boolean;
  location?: string;
  availability: Availability[];
  price?: { placementType: PlacementType; currency: Currency; min?: number; max?: number };
}

/** The brand views' public columns (profile-privacy.ts), with what the directory adds. */
const publicProfile = {
  ...publicProfileColumns,
  availability: influencers.availability,
  updatedAt: influencers.updatedAt,
};

const d = directoryProfiles;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The same columns from the read model, which already holds city and country only when shown. */
const readModelProfile = {
  id: d.influencerId, displayName: d.displayName, profilePicture: d.profilePicture, bio: d.bio,
  categories: d.categories, languages: d.languages, city: d.shownCity, country: d.shownCountry,
  availability: d.availability, updatedAt: d.updatedAt,
};

/** Completed profiles a brand may find (private ones never; docs/directory.md "Privacy"). */
const findable = () => and(isNotNull(influencers.profileCompletedAt), profileVisibleTo('brand')) as SQL;

/**
 * A capped count (docs/directory.md "Counting"): counting every match of a broad search costs as much as reading them
 * all, so the search counts up to this many, or up to the end of the page asked for when that is further.
 */
const directoryCountCap = directoryLimits.countCap;

/** The read model's per-platform columns: all accounts, or the accounts on one platform. */
function scopeOf(platform: DirectoryFilter['platform']) {
  if (platform === 'youtube') {
    return { accounts: d.youtubeAccounts, followersMax: d.youtubeFollowersMax, followersMin: d.youtubeFollowersMin, engagementMax: d.youtubeEngagementMax, engagementMin: d.youtubeEngagementMin, viewsMax: d.youtubeViewsMax, verified: d.youtubeVerified };
  }
  if (platform === 'instagram') {
    return { accounts: d.instagramAccounts, followersMax: d.instagramFollowersMax, followersMin: d.instagramFollowersMin, engagementMax: d.instagramEngagementMax, engagementMin: d.instagramEngagementMin, viewsMax: d.instagramViewsMax, verified: d.instagramVerified };
  }
  return { accounts: d.accounts, followersMax: d.followersMax, followersMin: d.followersMin, engagementMax: d.engagementMax, engagementMin: d.engagementMin, viewsMax: d.viewsMax, verified: d.verified };
}

/**
 * The brands' influencer directory (docs/directory.md). The search reads the read model `directory_profiles` (one row
 * per findable profile, kept by triggers); the profile page and shortlists read the source tables. Every value from
 * the request is a bound parameter; the only SQL chosen by input is the sort column, picked from a fixed map by an
 * allow-listed key.
 */
export function createDirectoryRepository(db: Database) {
  /** The account conditions on one and the same account, as they read on social_accounts (the exact check). */
  function accountConditions(filter: DirectoryFilter): SQL[] {
    const c: SQL[] = [];
    if (filter.followersMin !== undefined) c.push(sql`sa.followers >= ${filter.followersMin}`);
    if (filter.followersMax !== undefined) c.push(sql`sa.followers <= ${filter.followersMax}`);
    if (filter.engagementMin !== undefined) c.push(sql`sa.average_engagement >= ${filter.engagementMin}`);
    if (filter.engagementMax !== undefined) c.push(sql`sa.average_engagement <= ${filter.engagementMax}`);
    if (filter.averageViewsMin !== undefined) c.push(sql`sa.recent_average_views >= ${filter.averageViewsMin}`);
    if (filter.verifiedOnly) c.push(sql`sa.metrics_provenance = 'verified'`);
    return c;
  }

  /**
   * "An account (on the platform) with these figures", on the read model: each condition on the highest or lowest
   * figure of the profile's accounts in scope. For one condition, or one account in scope, that is exact; for two
   * or more conditions over several accounts they could hold on different accounts, so those profiles (few) are
   * checked on social_accounts.
   */
  function accountWhere(filter: DirectoryFilter): SQL[] {
    const scope = scopeOf(filter.platform);
    const c: SQL[] = [];
    if (filter.platform) c.push(sql`${scope.accounts} > 0`);
    if (filter.followersMin !== undefined) c.push(sql`${scope.followersMax} >= ${filter.followersMin}`);
    if (filter.followersMax !== undefined) c.push(sql`${scope.followersMin} <= ${filter.followersMax}`);
    if (filter.engagementMin !== undefined) c.push(sql`${scope.engagementMax} >= ${filter.engagementMin}`);
    if (filter.engagementMax !== undefined) c.push(sql`${scope.engagementMin} <= ${filter.engagementMax}`);
    if (filter.averageViewsMin !== undefined) c.push(sql`${scope.viewsMax} >= ${filter.averageViewsMin}`);
    if (filter.verifiedOnly) c.push(sql`${scope.verified}`);
    const exact = accountConditions(filter);
    if (exact.length >= 2) {
      if (filter.platform) exact.unshift(sql`sa.platform = ${filter.platform}`);
      c.push(sql`(${scope.accounts} <= 1 or exists (select 1 from ${socialAccounts} sa where sa.influencer_id = ${d.influencerId} and ${sql.join(exact, sql` and `)}))`);
    }
    return c;
  }

  function where(filter: DirectoryFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.text) {
      const { contains } = likePatterns(filter.text);
      // The trigram index over name, bio and handles finds the candidates; then the exact rule (name + bio, or one
      // handle), since a match across the line breaks between handles is not a match.
      conditions.push(sql`${directoryTextExpression(d)} ilike ${contains} escape '\\'`);
      conditions.push(sql`((${d.displayName} || ' ' || coalesce(${d.bio}, '')) ilike ${contains} escape '\\'
        or exists (select 1 from ${socialAccounts} h where h.influencer_id = ${d.influencerId} and h.handle ilike ${contains} escape '\\'))`);
    }
    if (filter.niches.length && filter.languages.length) {
      // A niche of the list and a language of the list: one of their pairs (the same rows, one short posting list).
      const pairs = filter.niches.flatMap((niche) => filter.languages.map((language) => `${niche}|${language}`));
      conditions.push(sql`${d.nicheLanguages} && ${textArray(pairs)}::text[]`);
    } else if (filter.niches.length) {
      conditions.push(sql`${d.categories} && ${textArray(filter.niches)}::text[]`);
    } else if (filter.languages.length) {
      conditions.push(sql`${d.languages} && ${textArray(filter.languages)}::text[]`);
    }
    if (filter.location) {
      const { contains } = likePatterns(filter.location);
      // A hidden location is null in the read model, so a search cannot reveal it.
      conditions.push(sql`(${d.shownCity} ilike ${contains} escape '\\' or ${d.shownCountry} ilike ${contains} escape '\\')`);
    }
    if (filter.availability.length) conditions.push(inArray(d.availability, filter.availability));
    conditions.push(...accountWhere(filter));
    if (filter.price) {
      const p = filter.price;
      const key = `${p.placementType}:${p.currency}`;
      if (p.min === undefined && p.max === undefined) {
        // `?` finds the profiles with a rate for that placement type in that currency through the GIN index on rates.
        conditions.push(sql`${d.rates} ? ${key}`);
      } else {
        // The price bands the range touches find the candidates through their GIN index (docs/directory.md "Price
        // bands"); the exact bounds then hold on those rows only.
        conditions.push(sql`${d.priceBands} && directory_price_bands(${key}, ${p.min ?? null}::numeric, ${p.max ?? null}::numeric)`);
        if (p.min !== undefined) conditions.push(sql`(${d.rates} ->> ${key})::numeric >= ${p.min}`);
        if (p.max !== undefined) conditions.push(sql`(${d.rates} ->> ${key})::numeric <= ${p.max}`);
      }
    }
    return conditions.length ? (and(...conditions) as SQL) : undefined;
  }

  /** The largest audience (on the filtered platform when one is chosen), and the best engagement likewise. */
  function sortKey(sort: DirectorySort, filter: DirectoryFilter): SQL {
    const scope = scopeOf(filter.platform);
    switch (sort) {
      case 'followers':
        return sql`${scope.followersMax}`;
      case 'engagement':
        return sql`${scope.engagementMax}`;
      case 'recent_activity':
        return sql`${d.updatedAt}`;
      case 'relevance':
      default: {
        if (!filter.text) return sql`${scope.followersMax}`;
        // Name matches first (prefix before elsewhere), then handle matches, then bio; larger audiences break ties.
        const { contains, prefix } = likePatterns(filter.text);
        return sql`(case when ${d.displayName} ilike ${prefix} escape '\\' then 3
          when ${d.displayName} ilike ${contains} escape '\\' then 2
          when exists (select 1 from ${socialAccounts} sa where sa.influencer_id = ${d.influencerId} and sa.handle ilike ${contains} escape '\\') then 1
          else 0 end) * 1e12 + coalesce(${scope.followersMax}, 0)`;
      }
    }
  }

  /**
   * One page and the count, reading as few rows as the search allows (docs/directory.md "Counting"):
   *
   * 1. One statement takes the matches up to the cap + 1 (in whatever order the planner finds them fastest: for a
   *    narrow search, the bitmap of its indexed filters) with their sort key, counts them, and sorts them for the page.
   * 2. More than the cap (a broad search): the count is capped, and the page is read in sort order from the sort
   *    key's index, where 20 matches come soon. The ids come first, so the index alone can answer when it holds the
   *    filtered columns; then the page's 20 rows by primary key.
   */
  async function search(filter: DirectoryFilter, sort: DirectorySort, offset: number, limit: number) {
    const condition = where(filter) ?? sql`true`;
    const key = sortKey(sort, filter);
    const cap = Math.max(directoryCountCap, offset + limit);
    const counted = rowsOf<{ n: number; id: string | null }>(await db.execute(sql`
      with matches as (select ${d.influencerId} as id, ${key} as k from ${d} where ${condition} limit ${cap + 1})
      select total.n, page.id from (select count(*)::int as n from matches) total
      left join lateral (select id, k from matches where total.n <= ${cap} order by k desc nulls last, id offset ${offset} limit ${limit}) page on true
      order by page.k desc nulls last, page.id`));
    const n = Number(counted[0]?.n ?? 0);
    let ids = counted.flatMap((row) => (row.id ? [row.id] : []));
    if (n > cap) {
      const top = await db.select({ id: d.influencerId }).from(d).where(condition)
        .orderBy(sql`${key} desc nulls last`, asc(d.influencerId)).offset(offset).limit(limit);
      ids = top.map((row) => row.id);
    }
    const found = ids.length ? await db.select(readModelProfile).from(d).where(inArray(d.influencerId, ids)) : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    return { count: Math.min(n, cap), capped: n > cap, rows };
  }

  /** A findable profile (completed, visible to brands); null otherwise. */
  async function profile(influencerId: string) {
    const rows = await db.select(publicProfile).from(influencers).leftJoin(userSettings, settingsJoin)
      .where(and(eq(influencers.id, influencerId), findable())).limit(1);
    return rows[0] ?? null;
  }

  /** Findable profiles among these ids (a shortlist's creators; one who went private drops out). */
  async function profiles(influencerIds: string[]) {
    if (influencerIds.length === 0) return [];
    return db.select(publicProfile).from(influencers).leftJoin(userSettings, settingsJoin)
      .where(and(inArray(influencers.id, influencerIds), findable())).orderBy(asc(influencers.displayName), asc(influencers.id));
  }

  /** The findable ones among these ids. */
  async function findableIds(influencerIds: string[]): Promise<string[]> {
    if (influencerIds.length === 0) return [];
    const rows = await db.select({ id: influencers.id }).from(influencers).leftJoin(userSettings, settingsJoin)
      .where(and(inArray(influencers.id, influencerIds), findable()));
    return rows.map((row) => row.id);
  }

  async function accountsOf(influencerIds: string[]) {
    if (influencerIds.length === 0) return [];
    return db.select(publicAccountColumns).from(socialAccounts).where(inArray(socialAccounts.influencerId, influencerIds))
      .orderBy(asc(socialAccounts.influencerId), sql`${socialAccounts.followers} desc nulls last`, asc(socialAccounts.createdAt));
  }

  async function ratesOf(influencerIds: string[]) {
    if (influencerIds.length === 0) return [];
    return db.select().from(influencerRates).where(inArray(influencerRates.influencerId, influencerIds))
      .orderBy(asc(influencerRates.influencerId), asc(influencerRates.placementType));
  }

  /** Verified (published and approved) content, newest first: public posts, without the campaign they were for. */
  async function recentContent(influencerId: string, limit: number) {
    return db.select({ id: contentSubmissions.id, platform: contentSubmissions.platform, contentUrl: contentSubmissions.contentUrl, submittedAt: contentSubmissions.submittedAt })
      .from(contentSubmissions)
      .where(and(eq(contentSubmissions.influencerId, influencerId), eq(contentSubmissions.status, 'verified'), isNotNull(contentSubmissions.contentUrl)))
      .orderBy(desc(contentSubmissions.submittedAt), desc(contentSubmissions.id))
      .limit(limit);
  }

  /** This brand's campaigns that invited the influencer (invited, accepted, declined, expired), newest first. */
  async function collaborations(brandId: string, influencerId: string, limit: number) {
    return db.select({
      campaignId: campaigns.id, campaignName: campaigns.name, campaignStatus: campaigns.status, currency: campaigns.currency,
      status: campaignInfluencers.status, offeredAmount: campaignInfluencers.offeredAmount, invitedAt: campaignInfluencers.invitedAt,
    })
      .from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .where(and(eq(campaigns.brandId, brandId), eq(campaignInfluencers.influencerId, influencerId), inArray(campaignInfluencers.status, [...participantStatuses])))
      .orderBy(sql`${campaignInfluencers.invitedAt} desc nulls last`, desc(campaignInfluencers.id))
      .limit(limit);
  }

  return { search, profile, profiles, findableIds, accountsOf, ratesOf, recentContent, collaborations };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
export type DirectoryProfileRow = NonNullable<Awaited<ReturnType<DirectoryRepository['profile']>>>;
export type DirectoryAccountRow = Awaited<ReturnType<DirectoryRepository['accountsOf']>>[number];
export type DirectoryRateRow = Awaited<ReturnType<DirectoryRepository['ratesOf']>>[number];
