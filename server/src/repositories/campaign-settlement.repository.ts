import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { OfferedPlacement } from '../db/schema/marketplace.schema';

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;

/** A verified CPM content item of a finished campaign that has no payout line yet, with its latest stored figures. */
export interface CpmCandidate {
  submissionId: string;
  rosterId: string;
  campaignPlacementId: string;
  campaignId: string;
  brandId: string;
  influencerId: string;
  currency: string;
  offered: OfferedPlacement[] | null;
  viewCap: number | null;
  /** Views within the cap as of the latest reading (null: never read). */
  billableViews: number | null;
  /** The latest reading came from the platform's own API for a connected account, and none of them was estimated. */
  verified: boolean;
}

/** What one accepted placement (roster entry) of a finished campaign holds and what its open work may still need. */
export interface PlacementHold {
  rosterId: string;
  balanceMinor: number;
  /** Lines the account has had: the key of a return computed from this state. */
  lineCount: number;
  /** What its payout lines awaiting the brand's approval will draw (their earnings, or their commitment if larger). */
  awaitingMinor: number;
  offered: OfferedPlacement[] | null;
  /** Content items not yet decided (submitted, disputed, or rejected within the dispute grace) and without a line, per campaign placement. */
  openItems: Array<{ campaignPlacementId: string; count: number }>;
}

export function createCampaignSettlementRepository(db: Database) {
  async function cpmCandidates(campaignId: string): Promise<CpmCandidate[]> {
    const result = await db.execute(sql`
      select s.id as submission_id, s.campaign_influencer_id, s.placement_id, s.campaign_id, s.influencer_id,
        c.brand_id, c.currency::text as currency, ci.offered_placements, cp.view_cap,
        snap.billable_views_total, snap.provenance::text as provenance, snap.estimated_readings
      from content_submissions s
      join campaigns c on c.id = s.campaign_id
      join campaign_influencers ci on ci.id = s.campaign_influencer_id
      join campaign_placements cp on cp.id = s.placement_id
      left join lateral (
        select x.billable_views_total, x.provenance, x.estimated_readings from content_stats_snapshots x
        where x.submission_id = s.id order by x.day desc limit 1
      ) snap on true
      where s.campaign_id = ${campaignId} and s.status in ('verified', 'rebuttal_approved')
        and not exists (select 1 from payout_lines pl where pl.submission_id = s.id)`);
    return rowsOf(result)
      .map((row) => ({
        submissionId: String(row.submission_id),
        rosterId: String(row.campaign_influencer_id),
        campaignPlacementId: String(row.placement_id),
        campaignId: String(row.campaign_id),
        brandId: String(row.brand_id),
        influencerId: String(row.influencer_id),
        currency: String(row.currency),
        offered: (typeof row.offered_placements === 'string' ? JSON.parse(row.offered_placements) : row.offered_placements) as OfferedPlacement[] | null,
        viewCap: row.view_cap === null || row.view_cap === undefined ? null : Number(row.view_cap),
        billableViews: row.billable_views_total === null || row.billable_views_total === undefined ? null : Number(row.billable_views_total),
        verified: row.provenance === 'first_party' && Number(row.estimated_readings ?? 0) === 0,
      }))
      .filter((candidate) => candidate.offered?.find((item) => item.placement_id === candidate.campaignPlacementId)?.pricing_type === 'cpm');
  }

  async function placementHolds(campaignId: string, rejectedGraceDays: number): Promise<PlacementHold[]> {
    const result = await db.execute(sql`
      select ci.id as roster_id, a.balance_minor,
        (select count(*) from ledger_lines l where l.account_code = a.code and l.currency = a.currency)::int as line_count,
        (select coalesce(sum(greatest(pl.committed_minor, pl.gross_minor)), 0) from payout_lines pl where pl.placement_id = ci.id and pl.status = 'awaiting_approval') as awaiting,
        ci.offered_placements,
        (select coalesce(json_agg(json_build_object('campaignPlacementId', o.placement_id, 'count', o.n)), '[]'::json) from (
          select s.placement_id, count(*)::int as n from content_submissions s
          where s.campaign_influencer_id = ci.id
            and not exists (select 1 from payout_lines pl where pl.submission_id = s.id)
            and (s.status in ('submitted', 'rebuttal_requested', 'rebuttal_responsed')
              or (s.status = 'rejected' and s.updated_at > now() - make_interval(days => ${rejectedGraceDays})))
          group by s.placement_id) o) as open_items
      from ledger_accounts a
      join campaign_influencers ci on a.code = 'placement:' || ci.id::text || ':committed'
      where a.campaign_id = ${campaignId} and a.code like 'placement:%'
        and (a.balance_minor > 0 or exists (select 1 from payout_lines pl where pl.placement_id = ci.id and pl.status = 'awaiting_approval'))`);
    const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
    return rowsOf(result).map((row) => ({
      rosterId: String(row.roster_id),
      balanceMinor: Number(row.balance_minor),
      lineCount: Number(row.line_count),
      awaitingMinor: Number(row.awaiting),
      offered: parse<OfferedPlacement[] | null>(row.offered_placements),
      openItems: parse<Array<{ campaignPlacementId: string; count: number }>>(row.open_items),
    }));
  }

  /**
   * Finished campaigns with money still to settle: a placement or escrow holding money, or verified CPM content
   * without its line. Oldest first, so none waits behind newer ones.
   */
  async function dueCampaigns(minimumRefundMinor: number, limit = 200): Promise<string[]> {
    const result = await db.execute(sql`
      select c.id from campaigns c
      where c.status in ('completed', 'canceled') and (
        exists (select 1 from ledger_accounts a where a.campaign_id = c.id
                and ((a.code like 'placement:%' and a.balance_minor > 0) or (a.code like 'campaign:%' and a.balance_minor >= ${minimumRefundMinor})))
        or exists (select 1 from content_submissions s join campaign_placements cp on cp.id = s.placement_id
                   where s.campaign_id = c.id and cp.pricing_type = 'cpm' and s.status in ('verified', 'rebuttal_approved')
                   and not exists (select 1 from payout_lines pl where pl.submission_id = s.id)))
      order by c.updated_at asc
      limit ${limit}`);
    return rowsOf(result).map((row) => String(row.id));
  }

  return { cpmCandidates, placementHolds, dueCampaigns };
}

export type CampaignSettlementRepository = ReturnType<typeof createCampaignSettlementRepository>;
