import type { BrandDashboard, Campaign, CampaignEvent, PaginatedCampaignList } from '../../api/generated/api';
import { rolePermissions } from '../../domain/brands/team-permissions';
import { sampleCampaign } from '../../domain/campaigns/campaign.fixtures';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';

/** API-shaped campaigns, events and dashboards for stories and tests (fixed dates: stories must not drift). */
const base = sampleCampaign(new Date('2026-11-30T00:00:00Z'));

export function apiCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    ...base,
    id: 'c1',
    brand_id: 'b1',
    status: 'active',
    paused_from_status: null,
    objective: 'awareness',
    currency: 'INR',
    placement_pricing: 'alacarte',
    cpm_basis: 'views',
    allowed_actions: ['pause', 'cancel', 'complete'],
    created_at: '2026-11-20T09:30:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    published_at: '2026-11-21T10:00:00Z',
    created_by: 'u1',
    role: 'admin',
    // The role's defaults unless the story gives the member's own flags (what GET campaigns/{id}/ answers).
    permissions: [...rolePermissions[overrides.role ?? 'admin']],
    platforms: ['youtube', 'instagram'],
    expected_views: 120_000,
    over_budget: false,
    uncapped_cpm_placements: 0,
    placements_total: '70000.00',
    placements: base.placements.map((p, index) => ({
      ...p,
      id: `p${index + 1}`,
      type: p.type as Campaign['placements'][number]['type'],
      pricing_type: p.pricing_type as 'cpm' | 'fixed',
      platform: placementTypeInfo[p.type as keyof typeof placementTypeInfo].platform,
      position: null,
      video_url: null,
      expected_views: 60_000,
      cost: index === 0 ? '40000.00' : '30000.00',
    })),
    ...overrides,
  };
}

export const draftCampaign = apiCampaign({
  id: 'c-draft', name: 'Winter Teaser', status: 'draft', published_at: null, allowed_actions: ['publish', 'cancel'],
  budget: null, start_date: null, end_date: null, placements: [], placements_total: '0.00', platforms: [], description: null,
});

export const sampleCampaigns: Campaign[] = [
  apiCampaign(),
  apiCampaign({ id: 'c2', name: 'Festive Reels', status: 'paused', paused_from_status: 'active', budget: '2500.50', currency: 'USD', platforms: ['instagram'], created_at: '2026-11-18T08:00:00Z' }),
  apiCampaign({ id: 'c3', name: 'Back to School', status: 'completed', created_at: '2026-10-01T08:00:00Z' }),
  draftCampaign,
];

export const campaignPage = (results: Campaign[] = sampleCampaigns, count = results.length): PaginatedCampaignList =>
  ({ count, next: null, previous: null, results });

export const sampleEvents: CampaignEvent[] = [
  { id: 'e7', action: 'pause', actor: { id: 'u1', name: 'Asha' }, from_status: 'active', to_status: 'paused', note: 'Waiting for new creatives', created_at: '2026-11-23T12:00:00Z' },
  { id: 'e6', action: 'activate', actor: null, from_status: 'outreach_in_progress', to_status: 'active', note: null, created_at: '2026-11-22T16:00:00Z' },
  { id: 'e5', action: 'start_outreach', actor: null, from_status: 'outreach_pending', to_status: 'outreach_in_progress', note: null, created_at: '2026-11-22T09:00:00Z' },
  { id: 'e4', action: 'queue_outreach', actor: null, from_status: 'processing_influencers', to_status: 'outreach_pending', note: '12 candidates matched', created_at: '2026-11-21T10:01:00Z' },
  { id: 'e3', action: 'start_matching', actor: null, from_status: 'planned', to_status: 'processing_influencers', note: null, created_at: '2026-11-21T10:00:30Z' },
  { id: 'e2', action: 'publish', actor: { id: 'u1', name: 'Asha' }, from_status: 'draft', to_status: 'planned', note: null, created_at: '2026-11-21T10:00:00Z' },
  { id: 'e1', action: 'created', actor: null, from_status: null, to_status: 'draft', note: null, created_at: '2026-11-20T09:30:00Z' },
];

export const sampleDashboard: BrandDashboard = {
  brand_id: 'b1',
  active_campaigns: 3,
  total_influencers: 12,
  total_reach: 1_250_000,
  recent_campaigns: sampleCampaigns.slice(0, 3),
  spend: [
    { currency: 'INR', budget: '200000.00', committed: '140000.00' },
    { currency: 'USD', budget: '2500.50', committed: '3000.00' },
  ],
};

export const emptyDashboard: BrandDashboard = {
  brand_id: 'b1', active_campaigns: 0, total_influencers: 0, total_reach: 0, recent_campaigns: [], spend: [],
};
