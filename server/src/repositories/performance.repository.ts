import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DateRange } from '../../../src/domain/analytics/analytics-rules';
import { verifiedStatuses } from '../../../src/domain/marketplace/verification-status';
import type { Database } from '../db/database';
import { campaignDailyStats, contentStatsSnapshots } from '../db/schema/analytics.schema';
import { campaignPlacements, campaigns } from '../db/schema/campaigns.schema';
import { influencers } from '../db/schema/influencers.schema';
import { campaignInfluencers, contentSubmissions } from '../db/schema/marketplace.schema';

/** Which rows a report covers: campaigns, and one influencer's own rows when an influencer asks. */
export interface ReportScope {
  campaignIds: string[];
  influencerId?: string;
}

/** A content item a report counts (verified content) with what its placement and its agreement say. */
export type DeliveredContentRow = Awaited<ReturnType<ReturnType<typeof createPerformanceRepository>['deliveredContent']>>[number];
export type AgreedRosterRow = Awaited<ReturnType<ReturnType<typeof createPerformanceRepository>['agreedRosters']>>[number];

/** Sums of one group of readings; counts as decimal text (bigint sums), `*_estimated` true when an estimate is in it. */
export interface StatsSums {
  views: string | null;
  engaged_views: string | null;
  paid_views: string | null;
  billable_views: string | null;
  reach: string | null;
  likes: string | null;
  comments: string | null;
  shares: string | null;
  saves: string | null;
  /** Σ agreed CPM rate (cents) × billable views: thousandths of a cent of CPM spend, rounded by the caller. */
  cpm_spend_millicents: string;
  /** True when CPM spend in the group rests on estimated views (fixed-price content never makes it so). */
  cpm_spend_estimated: boolean;
  views_estimated: boolean;
  engaged_views_estimated: boolean;
  paid_views_estimated: boolean;
  billable_views_estimated: boolean;
  reach_estimated: boolean;
  likes_estimated: boolean;
  comments_estimated: boolean;
  shares_estimated: boolean;
  saves_estimated: boolean;
}
export interface ItemStatsRow extends StatsSums { submission_id: string }
export interface DayStatsRow extends StatsSums { day: string }

const figures = ['views', 'engaged_views', 'paid_views', 'billable_views', 'reach', 'likes', 'comments', 'shares', 'saves'] as const;
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

/** Sums of the readings' gains: null when no reading reports the figure. */
const readingSums = sql.join([
  ...figures.map((figure) => sql.raw(`sum(s."${figure}_gain")::text as "${figure}",
    bool_or(s."provenance" = 'estimated' and s."${figure}_gain" is not null) as "${figure}_estimated"`)),
  sql.raw(`sum(s."cpm_spend_millicents")::text as "cpm_spend_millicents",
    bool_or(s."provenance" = 'estimated' and s."cpm_spend_millicents" <> 0) as "cpm_spend_estimated"`),
], sql`, `);
/** The same from the daily rollup: a figure with no reporting reading is null. */
const rollupSums = sql.join([
  ...figures.map((figure) => sql.raw(`case when sum(d."${figure}_readings") > 0 then sum(d."${figure}")::text end as "${figure}",
    sum(d."${figure}_estimated") > 0 as "${figure}_estimated"`)),
  sql.raw(`sum(d."cpm_spend_millicents")::text as "cpm_spend_millicents", sum(d."cpm_spend_estimated") > 0 as "cpm_spend_estimated"`),
], sql`, `);

/** Reads of the performance reports (docs/analytics.md): verified content, agreements, and sums of daily readings. */
export function createPerformanceRepository(db: Database) {
  /** The brand's campaigns a brand-wide report can cover: every one but drafts, oldest first. */
  async function reportableCampaigns(brandId: string) {
    return db.select({ id: campaigns.id, name: campaigns.name, currency: campaigns.currency, cpmBasis: campaigns.cpmBasis })
      .from(campaigns).where(and(eq(campaigns.brandId, brandId), ne(campaigns.status, 'draft'))).orderBy(asc(campaigns.createdAt), asc(campaigns.id));
  }

  /** Verified content of the scope (verified or rebuttal_approved) with its placement, influencer and agreement. */
  async function deliveredContent(scope: ReportScope) {
    if (scope.campaignIds.length === 0) return [];
    const conditions = [inArray(contentSubmissions.campaignId, scope.campaignIds), inArray(contentSubmissions.status, [...verifiedStatuses])];
    if (scope.influencerId) conditions.push(eq(contentSubmissions.influencerId, scope.influencerId));
    return db.select({
      id: contentSubmissions.id,
      campaignId: contentSubmissions.campaignId,
      rosterId: contentSubmissions.campaignInfluencerId,
      influencerId: contentSubmissions.influencerId,
      displayName: influencers.displayName,
      placementId: contentSubmissions.placementId,
      placementType: campaignPlacements.type,
      pricingType: campaignPlacements.pricingType,
      rate: campaignPlacements.rate,
      viewCap: campaignPlacements.viewCap,
      quantity: campaignPlacements.quantity,
      platform: contentSubmissions.platform,
      contentUrl: contentSubmissions.contentUrl,
      submittedAt: contentSubmissions.submittedAt,
      /** Verified statuses are final, so the last change is the verification. */
      verifiedAt: contentSubmissions.updatedAt,
      offeredPlacements: campaignInfluencers.offeredPlacements,
    }).from(contentSubmissions)
      .innerJoin(campaignPlacements, eq(campaignPlacements.id, contentSubmissions.placementId))
      .innerJoin(influencers, eq(influencers.id, contentSubmissions.influencerId))
      .innerJoin(campaignInfluencers, eq(campaignInfluencers.id, contentSubmissions.campaignInfluencerId))
      .where(and(...conditions))
      .orderBy(asc(contentSubmissions.updatedAt), asc(contentSubmissions.id));
  }

  /** Accepted roster rows of the scope with their agreed placement lines (what was planned with each influencer). */
  async function agreedRosters(scope: ReportScope) {
    if (scope.campaignIds.length === 0) return [];
    const conditions = [inArray(campaignInfluencers.campaignId, scope.campaignIds), eq(campaignInfluencers.status, 'accepted')];
    if (scope.influencerId) conditions.push(eq(campaignInfluencers.influencerId, scope.influencerId));
    return db.select({
      id: campaignInfluencers.id,
      campaignId: campaignInfluencers.campaignId,
      influencerId: campaignInfluencers.influencerId,
      displayName: influencers.displayName,
      offeredPlacements: campaignInfluencers.offeredPlacements,
    }).from(campaignInfluencers).innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId)).where(and(...conditions));
  }

  /**
   * Per content item: what its figures grew by within `range`, from two index probes on (submission_id, day): the
   * running totals of its last reading in the range minus those of its last reading before it. Items without a
   * reading in the range are left out.
   */
  async function itemSums(itemIds: readonly string[], range: DateRange): Promise<ItemStatsRow[]> {
    if (itemIds.length === 0) return [];
    const columns = [...figures.map((f) => `"${f}_total"`), '"cpm_spend_millicents_total"', '"estimated_readings"'].join(', ');
    const estimatedInRange = `(e."estimated_readings" - coalesce(b."estimated_readings", 0)) > 0`;
    const grew = (total: string) => `(e.${total} - coalesce(b.${total}, 0))`;
    const query = sql`select i."id"::text as "submission_id", ${sql.join(figures.map((f) => sql.raw(
        `case when e."${f}_total" is not null then ${grew(`"${f}_total"`)}::text end as "${f}",
        (e."${f}_total" is not null and ${estimatedInRange}) as "${f}_estimated"`)), sql`, `)},
        ${sql.raw(grew('"cpm_spend_millicents_total"'))}::text as "cpm_spend_millicents",
        (${sql.raw(estimatedInRange)} and ${sql.raw(grew('"cpm_spend_millicents_total"'))} <> 0) as "cpm_spend_estimated"
      from unnest(${arrayLiteral(itemIds)}::uuid[]) as i("id")
      join lateral (select ${sql.raw(columns)} from ${contentStatsSnapshots} where "submission_id" = i."id" and "day" between ${range.from} and ${range.to}
        order by "day" desc limit 1) e on true
      left join lateral (select ${sql.raw(columns)} from ${contentStatsSnapshots} where "submission_id" = i."id" and "day" < ${range.from}
        order by "day" desc limit 1) b on true`;
    return ((await db.execute(query)) as unknown as { rows: ItemStatsRow[] }).rows;
  }

  /**
   * Per day of `range`: the sums over the scope's content, from the campaigns' daily rollup (one row per campaign and
   * day); an influencer's own series sums their items' readings instead.
   */
  async function daySums(scope: ReportScope, itemIds: readonly string[], range: DateRange): Promise<DayStatsRow[]> {
    if (scope.campaignIds.length === 0 || itemIds.length === 0) return [];
    const campaignsIn = sql`any(${arrayLiteral(scope.campaignIds)}::uuid[])`;
    const query = scope.influencerId
      ? sql`select to_char(s."day", 'YYYY-MM-DD') as "day", ${readingSums} from ${contentStatsSnapshots} s
          where s."submission_id" = any(${arrayLiteral(itemIds)}::uuid[]) and s."campaign_id" = ${campaignsIn}
            and s."day" between ${range.from} and ${range.to} group by s."day"`
      : sql`select to_char(d."day", 'YYYY-MM-DD') as "day", ${rollupSums} from ${campaignDailyStats} d
          where d."campaign_id" = ${campaignsIn} and d."day" between ${range.from} and ${range.to} group by d."day"`;
    return ((await db.execute(query)) as unknown as { rows: DayStatsRow[] }).rows;
  }

  return { reportableCampaigns, deliveredContent, agreedRosters, itemSums, daySums };
}

export type PerformanceRepository = ReturnType<typeof createPerformanceRepository>;
