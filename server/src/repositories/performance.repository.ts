import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DateRange } from '../../../src/domain/analytics/analytics-rules';
import type { Database } from '../db/database';
import { campaignDailyStats, contentStatsSnapshots } from '../db/schema/analytics.schema';
import { verifiedStatuses } from '../../../src/domain/marketplace/verification-status';
import { brands } from '../db/schema/brands.schema';
import { campaignPlacements, campaigns } from '../db/schema/campaigns.schema';
import { influencers } from '../db/schema/influencers.schema';
import { campaignInfluencers, contentSubmissions } from '../db/schema/marketplace.schema';

/** Which rows a report covers: campaigns, and one influencer's own rows when an influencer asks. */
export interface ReportScope {
  campaignIds: string[];
  influencerId?: string;
}

export type AgreedRosterRow = Awaited<ReturnType<ReturnType<typeof createPerformanceRepository>['agreedRosters']>>[number];

/** The figures a group of readings or one content item adds up to: counts as decimal text (bigint sums). */
export interface FigureSums {
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
}

/** Sums of one group of readings, `*_estimated` true when an estimate is in it. */
export interface StatsSums extends FigureSums {
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
export interface DayStatsRow extends StatsSums { day: string }

/** A verified content item of a report: what it is, what it was placed on, and what its figures grew by in the range. */
export interface DeliveredItemRow extends FigureSums {
  id: string;
  campaignId: string;
  rosterId: string;
  influencerId: string;
  displayName: string;
  placementId: string;
  placementType: string;
  pricingType: string;
  rate: string;
  viewCap: string | number | null;
  quantity: number;
  platform: 'youtube' | 'instagram' | null;
  contentUrl: string | null;
  /** UTC day of the verification (verified statuses are final: the submission's last change). */
  verifiedDay: string;
  /** An estimated reading is among the item's readings in the range: its reported figures there are estimated. */
  estimated: boolean;
}

const figures = ['views', 'engaged_views', 'paid_views', 'billable_views', 'reach', 'likes', 'comments', 'shares', 'saves'] as const;
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;
const counting = sql.raw(`(${verifiedStatuses.map((status) => `'${status}'`).join(', ')})`);

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

  /**
   * The campaigns an influencer accepted (their own report across campaigns, GET analytics/my-performance/): roster id
   * (the active campaign's page), campaign and brand names, oldest acceptance first.
   */
  async function influencerCampaigns(influencerId: string) {
    return db.select({
      rosterId: campaignInfluencers.id, campaignId: campaigns.id, name: campaigns.name, status: campaigns.status, brandName: brands.name,
    }).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .where(and(eq(campaignInfluencers.influencerId, influencerId), eq(campaignInfluencers.status, 'accepted')))
      .orderBy(asc(campaignInfluencers.respondedAt), asc(campaignInfluencers.id));
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
   * The scope's verified content (verified or rebuttal_approved) with its placement and influencer, and per item what
   * its figures grew by within `range`: the running totals of its last reading in the range minus those of its last
   * reading before it, two index probes on (submission_id, day) per item however long the range. One statement.
   */
  async function deliveredItems(scope: ReportScope, range: DateRange): Promise<DeliveredItemRow[]> {
    if (scope.campaignIds.length === 0) return [];
    const columns = [...figures.map((f) => `"${f}_total"`), '"cpm_spend_millicents_total"', '"estimated_readings"'].join(', ');
    const estimatedInRange = `(e."estimated_readings" - coalesce(b."estimated_readings", 0)) > 0`;
    const grew = (total: string) => `(e.${total} - coalesce(b.${total}, 0))`;
    const own = scope.influencerId ? sql` and cs."influencer_id" = ${scope.influencerId}` : sql``;
    const query = sql`select cs."id"::text as "id", cs."campaign_id"::text as "campaignId", cs."campaign_influencer_id"::text as "rosterId",
        cs."influencer_id"::text as "influencerId", i."display_name" as "displayName", cs."placement_id"::text as "placementId",
        p."type"::text as "placementType", p."pricing_type"::text as "pricingType", p."rate"::text as "rate", p."view_cap" as "viewCap",
        p."quantity", cs."platform"::text as "platform", cs."content_url" as "contentUrl",
        to_char(cs."updated_at" at time zone 'UTC', 'YYYY-MM-DD') as "verifiedDay",
        ${sql.raw(figures.map((f) => `case when e."${f}_total" is not null then ${grew(`"${f}_total"`)}::text end as "${f}"`).join(', '))},
        coalesce(${sql.raw(grew('"cpm_spend_millicents_total"'))}, 0)::text as "cpm_spend_millicents",
        coalesce(${sql.raw(estimatedInRange)}, false) as "estimated"
      from ${contentSubmissions} cs
      join ${campaignPlacements} p on p."id" = cs."placement_id"
      join ${influencers} i on i."id" = cs."influencer_id"
      left join lateral (select ${sql.raw(columns)} from ${contentStatsSnapshots} where "submission_id" = cs."id"
        and "day" between ${range.from} and ${range.to} order by "day" desc limit 1) e on true
      left join lateral (select ${sql.raw(columns)} from ${contentStatsSnapshots} where "submission_id" = cs."id" and "day" < ${range.from}
        and e."estimated_readings" is not null order by "day" desc limit 1) b on true
      where cs."campaign_id" = any(${arrayLiteral(scope.campaignIds)}::uuid[]) and cs."status" in ${counting}${own}
      order by cs."updated_at", cs."id"`;
    return ((await db.execute(query)) as unknown as { rows: DeliveredItemRow[] }).rows;
  }

  /**
   * Per day of `range`: the sums over the scope's content, from the campaigns' daily rollup (one row per campaign and
   * day); an influencer's own series sums their items' readings instead.
   */
  async function daySums(scope: ReportScope, range: DateRange): Promise<DayStatsRow[]> {
    if (scope.campaignIds.length === 0) return [];
    const campaignsIn = sql`any(${arrayLiteral(scope.campaignIds)}::uuid[])`;
    const query = scope.influencerId
      ? sql`select to_char(s."day", 'YYYY-MM-DD') as "day", ${readingSums} from ${contentSubmissions} cs
          join ${contentStatsSnapshots} s on s."submission_id" = cs."id" and s."day" between ${range.from} and ${range.to}
          where cs."campaign_id" = ${campaignsIn} and cs."influencer_id" = ${scope.influencerId} and cs."status" in ${counting}
          group by s."day"`
      : sql`select to_char(d."day", 'YYYY-MM-DD') as "day", ${rollupSums} from ${campaignDailyStats} d
          where d."campaign_id" = ${campaignsIn} and d."day" between ${range.from} and ${range.to} group by d."day"`;
    return ((await db.execute(query)) as unknown as { rows: DayStatsRow[] }).rows;
  }

  return { reportableCampaigns, influencerCampaigns, deliveredItems, agreedRosters, daySums };
}

export type PerformanceRepository = ReturnType<typeof createPerformanceRepository>;
