import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '../../../src/domain/analytics/analytics-rules';
import { verifiedStatuses } from '../../../src/domain/marketplace/verification-status';
import type { Database } from '../db/database';
import { contentStatsSnapshots } from '../db/schema/analytics.schema';
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

/** What the stats query needs to know per content item: its view cap and its CPM rate (cents; 0 for fixed items). */
export interface BillingTerms {
  submissionId: string;
  viewCap: number | null;
  cpmRateCents: bigint;
}

/** Sums of one group of readings; counts as decimal text (bigint sums), `*_estimated` true when an estimate is in it. */
export interface StatsSums {
  views: string | null;
  engaged_views: string | null;
  paid_views: string | null;
  reach: string | null;
  likes: string | null;
  comments: string | null;
  shares: string | null;
  saves: string | null;
  billable_views: string | null;
  /** Σ CPM rate (cents) × billable views: cents × 1000 of CPM spend, rounded by the caller. */
  cpm_cost_milli: string | null;
  /** True when CPM spend in the group rests on estimated views (fixed-price items never make it so). */
  cpm_spend_estimated: boolean;
  views_estimated: boolean;
  engaged_views_estimated: boolean;
  paid_views_estimated: boolean;
  reach_estimated: boolean;
  likes_estimated: boolean;
  comments_estimated: boolean;
  shares_estimated: boolean;
  saves_estimated: boolean;
}
export interface StatsRow extends StatsSums {
  /** 'submission' rows carry submission_id, 'day' rows carry day. */
  kind: 'submission' | 'day';
  submission_id: string | null;
  day: string | null;
}

const arrayLiteral = (values: ReadonlyArray<string | number | bigint | null>) =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

const paidGain = sql.raw(`case when s."cpm_basis" = 'engaged_views' then s."engaged_views_gain" else s."views_gain" end`);
const paidTotal = sql.raw(`case when s."cpm_basis" = 'engaged_views' then s."engaged_views" else s."views" end`);
/** Paid-view gain within the item's view cap: least(total, cap) − least(total − gain, cap). */
const billableGain = sql`case when c.cap is null then ${paidGain} else least(${paidTotal}, c.cap) - least(${paidTotal} - ${paidGain}, c.cap) end`;
const estimated = (gain: SQL) => sql`bool_or(s."provenance" = 'estimated' and ${gain} is not null)`;
const gainOf = (column: string) => sql.raw(`s."${column}_gain"`);

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
   * Sums of the gains of the readings within `range` of the given content items: one row per item, and one per day
   * when `byDay`. One pass over the campaigns' (campaign_id, day) index range; the items' terms come in as arrays.
   */
  async function statsSums(scope: ReportScope, terms: readonly BillingTerms[], range: DateRange, byDay: boolean): Promise<StatsRow[]> {
    if (scope.campaignIds.length === 0 || terms.length === 0) return [];
    const sums = [
      ...['views', 'engaged_views', 'reach', 'likes', 'comments', 'shares', 'saves'].map((column) =>
        sql`sum(${gainOf(column)})::text as ${sql.identifier(column)}, ${estimated(gainOf(column))} as ${sql.identifier(`${column}_estimated`)}`),
      sql`sum(${paidGain})::text as "paid_views", ${estimated(paidGain)} as "paid_views_estimated"`,
      sql`sum(${billableGain})::text as "billable_views", sum(c.rate::numeric * (${billableGain}))::text as "cpm_cost_milli"`,
      sql`bool_or(s."provenance" = 'estimated' and c.rate > 0 and ${paidGain} is not null) as "cpm_spend_estimated"`,
    ];
    const grouping = byDay ? sql`grouping sets ((s."submission_id"), (s."day"))` : sql`s."submission_id"`;
    const kind = byDay ? sql`case when grouping(s."day") = 1 then 'submission' else 'day' end` : sql`'submission'`;
    const query = sql`select ${kind} as "kind", ${byDay ? sql`case when grouping(s."day") = 1 then s."submission_id" end` : sql`s."submission_id"`} as "submission_id",
        ${byDay ? sql`to_char(s."day", 'YYYY-MM-DD')` : sql`null`} as "day", ${sql.join(sums, sql`, `)}
      from ${contentStatsSnapshots} s
      join unnest(${arrayLiteral(terms.map((t) => t.submissionId))}::uuid[], ${arrayLiteral(terms.map((t) => t.viewCap))}::bigint[],
        ${arrayLiteral(terms.map((t) => t.cpmRateCents))}::bigint[]) as c("submission_id", "cap", "rate") on c."submission_id" = s."submission_id"
      where s."campaign_id" = any(${arrayLiteral(scope.campaignIds)}::uuid[]) and s."day" between ${range.from} and ${range.to}
      group by ${grouping}`;
    return ((await db.execute(query)) as unknown as { rows: StatsRow[] }).rows;
  }

  return { reportableCampaigns, deliveredContent, agreedRosters, statsSums };
}

export type PerformanceRepository = ReturnType<typeof createPerformanceRepository>;
