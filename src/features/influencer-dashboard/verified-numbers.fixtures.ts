import type { ContentFigures, MyPerformance } from '../../api/generated/api';
import { analyticsFormulas } from '../../domain/analytics/analytics-formulas';

const firstParty = {
  views: 'first_party', engaged_views: 'first_party', reach: null, likes: 'first_party', comments: 'first_party', shares: null, saves: null,
  engagements: 'first_party', engagement_rate: 'first_party',
} as const satisfies ContentFigures['provenance'];

const youtubeFigures: ContentFigures = {
  views: 118_400, engaged_views: 72_100, reach: null, likes: 5_328, comments: 616, shares: null, saves: null, engagements: 5_944,
  engagement_rate: 5.02, verified_content: 1, provenance: firstParty,
};

const mixedFigures: ContentFigures = {
  views: 24_350, engaged_views: null, reach: 17_290, likes: 1_510, comments: 149, shares: 105, saves: 197, engagements: 1_961,
  engagement_rate: 8.05, verified_content: 2,
  provenance: {
    views: 'estimated', engaged_views: null, reach: 'estimated', likes: 'estimated', comments: 'estimated', shares: 'estimated',
    saves: 'estimated', engagements: 'estimated', engagement_rate: 'estimated',
  },
};

/** A sample answer of GET analytics/my-performance/: two campaigns, one of them with an estimated reel (stories and tests). */
export const sampleMyPerformance: MyPerformance = {
  influencer_id: 'i1',
  from: '2026-11-01',
  to: '2026-11-30',
  formulas: { engagement_rate: analyticsFormulas.engagement_rate, engagements: analyticsFormulas.engagements },
  totals: {
    views: 142_750, engaged_views: 72_100, reach: 17_290, likes: 6_838, comments: 765, shares: 105, saves: 197, engagements: 7_905,
    engagement_rate: 5.54, verified_content: 3,
    provenance: { ...mixedFigures.provenance, engaged_views: 'first_party' },
  },
  campaigns: [
    { campaign_id: 'c1', roster_id: 'r1', name: 'Summer Audio Drop', brand_name: 'Acme Audio', status: 'active', figures: youtubeFigures },
    { campaign_id: 'c2', roster_id: 'r2', name: 'Monsoon Launch, the long-named festive capsule collection', brand_name: 'Cosy Knits', status: 'completed', figures: mixedFigures },
  ],
};

/** Only first-party figures: no "estimated" note. */
export const firstPartyMyPerformance: MyPerformance = {
  ...sampleMyPerformance,
  totals: { ...youtubeFigures },
  campaigns: [sampleMyPerformance.campaigns[0]!],
};

const noFigures: ContentFigures = {
  views: null, engaged_views: null, reach: null, likes: null, comments: null, shares: null, saves: null, engagements: null, engagement_rate: null,
  verified_content: 0,
  provenance: { views: null, engaged_views: null, reach: null, likes: null, comments: null, shares: null, saves: null, engagements: null, engagement_rate: null },
};

/** No verified content yet: the empty state. */
export const emptyMyPerformance: MyPerformance = { ...sampleMyPerformance, totals: noFigures, campaigns: [] };

/** Verified content, but no readings in the period. */
export const quietMyPerformance: MyPerformance = {
  ...sampleMyPerformance,
  totals: { ...noFigures, verified_content: 1 },
  campaigns: [{ ...sampleMyPerformance.campaigns[0]!, figures: { ...noFigures, verified_content: 1 } }],
};
