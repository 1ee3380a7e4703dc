import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Availability, DirectorySort } from '../../../src/domain/directory/directory.rules';
import type { PlacementType } from '../../../src/domain/campaigns/campaign-options';
import type { Currency } from '../../../src/domain/campaigns/campaign-options';
import { likePatterns } from '../../../src/domain/search/search';
import type { Database } from '../db/database';
import { campaigns } from '../db/schema/campaigns.schema';
import { influencerRates } from '../db/schema/directory.schema';
import { influencers, socialAccounts } from '../db/schema/influencers.schema';
import { campaignInfluencers, contentSubmissions } from '../db/schema/marketplace.schema';
import { userSettings } from '../db/schema/user-settings.schema';
import { textArray } from './matching.repository';
import { locationShown, participantStatuses, profileVisibleTo, publicAccountColumns, publicProfileColumns, settingsJoin, shownCity, shownCountry } from './profile-privacy';

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

/** The text-search expression; the same expression as the trigram index influencers_directory_text_trgm_idx. */
const nameAndBio = sql`(${influencers.displayName} || ' ' || coalesce(${influencers.bio}, ''))`;

/** Completed profiles a brand may find (private ones never; docs/directory.md "Privacy"). */
const findable = () => and(isNotNull(influencers.profileCompletedAt), profileVisibleTo('brand')) as SQL;

/**
 * The brands' influencer directory (docs/directory.md). Every value from the request is a bound parameter; the
 * only SQL chosen by input is the sort expression, picked from a fixed map by an allow-listed key.
 */
export function createDirectoryRepository(db: Database) {
  /** Conditions on the account the numeric filters describe: all of them hold for one and the same account. */
  function accountConditions(filter: DirectoryFilter): SQL[] {
    const c: SQL[] = [];
    if (filter.platform) c.push(sql`sa.platform = ${filter.platform}`);
    if (filter.followersMin !== undefined) c.push(sql`sa.followers >= ${filter.followersMin}`);
    if (filter.followersMax !== undefined) c.push(sql`sa.followers <= ${filter.followersMax}`);
    if (filter.engagementMin !== undefined) c.push(sql`sa.average_engagement >= ${filter.engagementMin}`);
    if (filter.engagementMax !== undefined) c.push(sql`sa.average_engagement <= ${filter.engagementMax}`);
    if (filter.averageViewsMin !== undefined) c.push(sql`sa.recent_average_views >= ${filter.averageViewsMin}`);
    if (filter.verifiedOnly) c.push(sql`sa.metrics_provenance = 'verified'`);
    return c;
  }

  function where(filter: DirectoryFilter): SQL {
    const conditions: SQL[] = [findable()];
    if (filter.text) {
      const { contains } = likePatterns(filter.text);
      // Two trigram indexes (name + bio, handles), joined by a union so each is used; then a semi-join.
      conditions.push(sql`${influencers.id} in (
        select i2.id from ${influencers} i2 where (i2.display_name || ' ' || coalesce(i2.bio, '')) ilike ${contains} escape '\\'
        union select h.influencer_id from ${socialAccounts} h where h.handle ilike ${contains} escape '\\')`);
    }
    if (filter.niches.length) conditions.push(sql`${influencers.categories} && ${textArray(filter.niches)}::text[]`);
    if (filter.languages.length) conditions.push(sql`${influencers.languages} && ${textArray(filter.languages)}::text[]`);
    if (filter.location) {
      const { contains } = likePatterns(filter.location);
      // A hidden location is never matched, so a search cannot reveal it.
      conditions.push(sql`(${locationShown()} and (${influencers.city} ilike ${contains} escape '\\' or ${influencers.country} ilike ${contains} escape '\\'))`);
    }
    if (filter.availability.length) conditions.push(inArray(influencers.availability, filter.availability));
    const account = accountConditions(filter);
    if (account.length) {
      conditions.push(sql`exists (select 1 from ${socialAccounts} sa where sa.influencer_id = ${influencers.id} and ${sql.join(account, sql` and `)})`);
    }
    if (filter.price) {
      const p = filter.price;
      const bounds: SQL[] = [sql`r.placement_type = ${p.placementType}`, sql`r.currency = ${p.currency}`];
      if (p.min !== undefined) bounds.push(sql`r.amount >= ${p.min}`);
      if (p.max !== undefined) bounds.push(sql`r.amount <= ${p.max}`);
      conditions.push(sql`exists (select 1 from ${influencerRates} r where r.influencer_id = ${influencers.id} and ${sql.join(bounds, sql` and `)})`);
    }
    return and(...conditions) as SQL;
  }

  /** The largest audience (on the filtered platform when one is chosen), and the best engagement likewise. */
  function sortKey(sort: DirectorySort, filter: DirectoryFilter): SQL {
    const platform = filter.platform ? sql` and sa.platform = ${filter.platform}` : sql``;
    const followers = sql`(select max(sa.followers) from ${socialAccounts} sa where sa.influencer_id = ${influencers.id}${platform})`;
    switch (sort) {
      case 'followers':
        return followers;
      case 'engagement':
        return sql`(select max(sa.average_engagement) from ${socialAccounts} sa where sa.influencer_id = ${influencers.id}${platform})`;
      case 'recent_activity':
        return sql`${influencers.updatedAt}`;
      case 'relevance':
      default: {
        if (!filter.text) return followers;
        // Name matches first (prefix before elsewhere), then handle matches, then bio; larger audiences break ties.
        const { contains, prefix } = likePatterns(filter.text);
        return sql`(case when ${influencers.displayName} ilike ${prefix} escape '\\' then 3
          when ${influencers.displayName} ilike ${contains} escape '\\' then 2
          when exists (select 1 from ${socialAccounts} sa where sa.influencer_id = ${influencers.id} and sa.handle ilike ${contains} escape '\\') then 1
          else 0 end) * 1e12 + coalesce(${followers}, 0)`;
      }
    }
  }

  async function search(filter: DirectoryFilter, sort: DirectorySort, offset: number, limit: number) {
    const condition = where(filter);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(influencers).leftJoin(userSettings, settingsJoin).where(condition);
    const rows = await db
      .select(publicProfile)
      .from(influencers)
      .leftJoin(userSettings, settingsJoin)
      .where(condition)
      .orderBy(sql`${sortKey(sort, filter)} desc nulls last`, asc(influencers.id))
      .offset(offset)
      .limit(limit);
    return { count: total?.n ?? 0, rows };
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
