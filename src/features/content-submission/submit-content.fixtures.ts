import type { ActiveCampaign, ActivePlacementList } from '../../api/generated/api';
import type { SubmitPlacementOption } from './submit-content.dialog';

export const sampleCampaignOptions = [
  { id: 'r1', name: 'Summer Glow · Acme Demo Co.' },
  { id: 'r2', name: 'Winter Drop · Northwind' },
];

export const samplePlacementOptions: SubmitPlacementOption[] = [
  { id: 'p-yt', label: 'Dedicated video', type: 'yt_dedicated_video', platform: 'youtube' },
  { id: 'p-ig', label: 'Branded reel', type: 'ig_branded_reel', platform: 'instagram' },
  { id: 'p-done', label: 'Branded post', type: 'ig_branded_post', platform: 'instagram', busyStatus: 'Verified' },
];

/** GET influencers/campaigns/active/ with one campaign, and its placements, as the quick-action story seeds them. */
export const sampleActiveCampaign: ActiveCampaign = {
  id: 'r1',
  accepted_at: '2026-11-01T10:00:00Z',
  agreed_pay: { currency: 'INR', offered_amount: '30000.00', requested_compensation: null },
  campaign: {
    id: 'c1', name: 'Summer Glow', currency: 'INR', status: 'active', platforms: ['youtube', 'instagram'],
    start_date: '2026-11-01', end_date: '2026-12-01', brand: { id: 'b1', name: 'Acme Demo Co.', logo_url: null },
  },
  next_deadline: '2026-12-01',
  placements_submitted: 0,
  placements_total: 2,
  placements_verified: 0,
};

export const sampleActivePlacements: ActivePlacementList = {
  currency: 'INR',
  results: [
    {
      placement_id: 'p-yt', label: 'Dedicated video', type: 'yt_dedicated_video', platform: 'youtube', amount: '20000.00', deadline: '2026-12-01',
      latest_submission: null, pricing_type: 'fixed', quantity: 1, rate: '20000.00', submissions: 0, verified: false,
    },
  ],
};
