import type { DateRange } from '../../../src/domain/analytics/analytics-rules';
import type { CampaignStatus } from '../../../src/domain/campaigns/campaign-status';
import type { DeliveredItemRow } from '../repositories/performance.repository';
import {
  myPerformanceFormulas, type ContentFiguresView, type MyPerformanceView,
} from '../routes/api/v1/analytics/my-performance.schema';
import { addItemSums, emptyAccumulator, figuresOf, merge, type Accumulator } from './performance-figures';

export interface MyCampaignRow {
  rosterId: string;
  campaignId: string;
  name: string;
  status: CampaignStatus;
  brandName: string;
}

interface Tally { acc: Accumulator; verified: number }

const newTally = (): Tally => ({ acc: emptyAccumulator(false), verified: 0 });

/**
 * The content figures of a tally, with the engagement rate and provenance exactly as the campaign report computes them
 * (figuresOf), without the money (the campaigns may be in different currencies).
 */
function contentFigures({ acc, verified }: Tally): ContentFiguresView {
  const f = figuresOf(acc);
  const p = f.provenance;
  return {
    views: f.views, engaged_views: f.engaged_views, reach: f.reach, likes: f.likes, comments: f.comments, shares: f.shares, saves: f.saves,
    engagements: f.engagements, engagement_rate: f.engagement_rate, verified_content: verified,
    provenance: {
      views: p.views, engaged_views: p.engaged_views, reach: p.reach, likes: p.likes, comments: p.comments, shares: p.shares, saves: p.saves,
      engagements: p.engagements, engagement_rate: p.engagement_rate,
    },
  };
}

/**
 * An influencer's own verified numbers across their accepted campaigns (GET analytics/my-performance/): per item the
 * gains within the range (the campaign report's rows), added up per campaign and in total. Campaigns without verified
 * content by the end of the range are left out; the rest are listed by views, largest first.
 */
export function buildMyPerformance(input: {
  influencerId: string | null;
  range: DateRange;
  campaigns: readonly MyCampaignRow[];
  items: readonly DeliveredItemRow[];
}): MyPerformanceView {
  const totals = newTally();
  const perCampaign = new Map(input.campaigns.map((campaign) => [campaign.campaignId, newTally()]));
  for (const item of input.items) {
    const tally = perCampaign.get(item.campaignId);
    // Verified after the range ends: not delivered yet as of `to` (and it has no readings in the range either).
    if (!tally || item.verifiedDay > input.range.to) continue;
    const acc = emptyAccumulator(false);
    addItemSums(acc, item);
    for (const target of [totals, tally]) {
      merge(target.acc, acc);
      target.verified += 1;
    }
  }
  const rows = input.campaigns.flatMap((campaign) => {
    const tally = perCampaign.get(campaign.campaignId);
    if (!tally || tally.verified === 0) return [];
    return [{
      campaign_id: campaign.campaignId, roster_id: campaign.rosterId, name: campaign.name, brand_name: campaign.brandName, status: campaign.status,
      figures: contentFigures(tally),
    }];
  });
  rows.sort((a, b) => (b.figures.views ?? -1) - (a.figures.views ?? -1) || a.name.localeCompare(b.name) || a.campaign_id.localeCompare(b.campaign_id));
  return {
    influencer_id: input.influencerId, from: input.range.from, to: input.range.to, formulas: { ...myPerformanceFormulas },
    totals: contentFigures(totals), campaigns: rows,
  };
}
