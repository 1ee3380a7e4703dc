import type { PerformanceFigures, PerformanceReport, PerformanceRow } from '../../api/generated/api';
import { analyticsFormulas } from '../../domain/analytics/analytics-formulas';
import { addDays } from '../../domain/campaigns/campaign-options';

type Provenance = 'first_party' | 'estimated';
const figureNames = [
  'views', 'engaged_views', 'paid_views', 'reach', 'likes', 'comments', 'shares', 'saves', 'engagements', 'engagement_rate',
  'spend', 'cpm', 'cpv', 'cpe', 'planned_cpm', 'delivered_placements', 'planned_placements',
] as const;

/** Figures with every reported one first-party unless told otherwise. */
export function figures(overrides: Partial<Omit<PerformanceFigures, 'provenance'>> = {}, estimated: readonly string[] = []): PerformanceFigures {
  const base: Omit<PerformanceFigures, 'provenance'> = {
    views: null, engaged_views: null, paid_views: null, reach: null, likes: null, comments: null, shares: null, saves: null,
    engagements: null, engagement_rate: null, spend: '0.00', cpm: null, cpv: null, cpe: null, planned_cpm: null,
    delivered_placements: null, planned_placements: null, ...overrides,
  };
  const provenance = Object.fromEntries(figureNames.map((name) => {
    const value = base[name];
    const reported = value !== null && !(name === 'spend' && value === '0.00' && base.views === null);
    return [name, reported ? ((estimated.includes(name) ? 'estimated' : 'first_party') as Provenance) : null];
  })) as PerformanceFigures['provenance'];
  return { ...base, provenance };
}

const to = '2026-09-30';
const from = addDays(to, -29);

const totalValues = {
  views: 412_300, engaged_views: 301_200, paid_views: 398_000, reach: 188_000, likes: 15_200, comments: 1_410, shares: 820, saves: 310,
  engagements: 17_740, engagement_rate: 4.3, spend: '66000.00', cpm: '165.83', cpv: '0.1658', cpe: '3.7204', planned_cpm: '150.00',
  delivered_placements: 6, planned_placements: 8,
};
const totals = figures(totalValues);

const days: PerformanceRow[] = Array.from({ length: 26 }, (_, index) => {
  const day = addDays(from, index + 4);
  const views = Math.round(30_000 * Math.exp(-index / 8)) + 400;
  return { key: day, label: day, figures: figures({ views, engagements: Math.round(views * 0.043), engagement_rate: 4.3, spend: (views * 0.15).toFixed(2) }) };
});

const group = (key: string, label: string, views: number, overrides: Partial<PerformanceFigures> = {}, estimated: string[] = []): PerformanceRow => ({
  key, label, figures: figures({ views, reach: Math.round(views * 0.45), engagements: Math.round(views * 0.043), engagement_rate: 4.3,
    spend: (views * 0.16).toFixed(2), cpm: '160.00', delivered_placements: 2, planned_placements: 2, ...overrides }, estimated),
});

export const sampleReport: PerformanceReport = {
  scope: 'brand', brand_id: 'b1', campaign_id: null, influencer_id: null, from, to, group_by: 'day', currency: 'INR', currencies: ['INR'],
  cpm_basis: null, formulas: { ...analyticsFormulas }, totals, rows: days,
  top_content: [
    { submission_id: 's1', campaign_id: 'c1', content_url: 'https://www.youtube.com/watch?v=demo1', influencer: { id: 'i1', display_name: 'Aarav Styles' },
      platform: 'youtube', placement_type: 'yt_dedicated_video', verified_on: addDays(from, 4), figures: figures({ views: 120_000, engagement_rate: 4.9 }) },
    { submission_id: 's2', campaign_id: 'c1', content_url: 'https://www.instagram.com/reel/demo2', influencer: { id: 'i2', display_name: 'Meera Threads' },
      platform: 'instagram', placement_type: 'ig_branded_reel', verified_on: addDays(from, 6), figures: figures({ views: 64_000, engagement_rate: 6.1 }) },
  ],
};

export const sampleBreakdowns = {
  platform: { ...sampleReport, group_by: 'platform' as const, rows: [group('youtube', 'YouTube', 310_000), group('instagram', 'Instagram', 102_300)] },
  placement: { ...sampleReport, group_by: 'placement' as const, rows: [group('yt_dedicated_video', 'yt_dedicated_video', 310_000), group('ig_branded_reel', 'ig_branded_reel', 102_300)] },
  influencer: {
    ...sampleReport, group_by: 'influencer' as const,
    rows: [group('i1', 'Aarav Styles', 180_000), group('i2', 'Meera Threads', 90_000), group('i3', 'Kabir Kicks', 0, { views: null, delivered_placements: 0 })],
  },
  campaign: { ...sampleReport, group_by: 'campaign' as const, rows: [group('c1', 'Summer Audio Drop', 412_300)] },
};

/** The same report with Meera's reel estimated: the totals it feeds are estimated too. */
export const estimatedReport: PerformanceReport = {
  ...sampleReport,
  totals: figures(totalValues, ['views', 'reach', 'engagements', 'engagement_rate', 'likes', 'cpv', 'cpe']),
  top_content: [sampleReport.top_content[0]!, { ...sampleReport.top_content[1]!, figures: figures({ views: 64_000, engagement_rate: 6.1 }, ['views', 'engagement_rate']) }],
};

export const estimatedBreakdowns = {
  ...sampleBreakdowns,
  influencer: { ...sampleBreakdowns.influencer, rows: [sampleBreakdowns.influencer.rows[0]!, group('i2', 'Meera Threads', 90_000, {}, ['views', 'reach', 'engagements'])] },
};

/** A brand (or campaign) without any verified content yet: null figures, spend 0.00, nothing listed. */
export const emptyReport: PerformanceReport = { ...sampleReport, totals: figures(), rows: [], top_content: [] };

/** An influencer's own report of one campaign. */
export const influencerReport: PerformanceReport = {
  ...sampleReport, scope: 'campaign', campaign_id: 'c1', influencer_id: 'i1',
  totals: figures({ views: 120_000, reach: 54_000, engagements: 5_880, engagement_rate: 4.9, spend: '30000.00', delivered_placements: 2, planned_placements: 2 }),
};
