import type {
  ActiveCampaign, ActiveCampaignDashboard, ActiveCampaignStats, ActivePlacementList, PaginatedActiveSubmissionList,
} from '../../api/generated/api';
import { sampleCollateralFiles } from '../campaign-collateral/campaign-collateral.fixtures';

/** Sample answers of the influencers/campaigns/active/… calls (stories and tests). */
const brand = { id: 'b1', name: 'Rainy Co.', logo_url: null };

export const sampleActiveCampaign: ActiveCampaign = {
  id: 'r1',
  accepted_at: '2026-11-10T09:00:00Z',
  campaign: {
    id: 'c1', name: 'Monsoon Launch', status: 'active', brand, start_date: '2026-11-12', end_date: '2026-12-12',
    currency: 'INR', platforms: ['youtube', 'instagram'],
  },
  agreed_pay: { offered_amount: '70000.00', requested_compensation: '65000.00', currency: 'INR' },
  placements_total: 2,
  placements_submitted: 2,
  placements_verified: 1,
  next_deadline: '2026-12-01',
};

export const completedActiveCampaign: ActiveCampaign = {
  ...sampleActiveCampaign,
  id: 'r2',
  campaign: { ...sampleActiveCampaign.campaign, id: 'c2', name: 'Summer Sale', status: 'completed', platforms: ['instagram'] },
  agreed_pay: { offered_amount: '15000.00', requested_compensation: null, currency: 'INR' },
  placements_total: 1,
  placements_submitted: 1,
  placements_verified: 1,
  next_deadline: null,
};

export const activeCampaignList = [sampleActiveCampaign, { ...sampleActiveCampaign, id: 'r3', campaign: { ...sampleActiveCampaign.campaign, id: 'c3', name: 'Festive Glow', status: 'paused' as const } }];

export const sampleActiveDashboard: ActiveCampaignDashboard = {
  id: 'r1',
  accepted_at: '2026-11-10T09:00:00Z',
  campaign: { ...sampleActiveCampaign.campaign, description: 'Launch of our monsoon collection with creators across India.', objective: 'awareness' },
  brief: {
    message: 'We loved your rain-day vlogs!',
    collateral: {
      guidelines: 'Show the product in daylight.', talking_points: ['Waterproof'], dos: ['Tag us'], donts: ['No competitors'],
      links: ['https://example.com/monsoon'], asset_ids: [sampleCollateralFiles[0]!.id],
    },
    files: [sampleCollateralFiles[0]!],
  },
  application: {
    proposed_content: 'A dedicated video about the collection, shot outdoors in the rain with three looks.',
    previous_work: ['https://www.youtube.com/watch?v=abc123def45'],
    expected_delivery_date: '2026-12-01',
    requested_compensation: '65000.00',
    additional_notes: '',
  },
  agreed_pay: sampleActiveCampaign.agreed_pay,
  progress: { placements_total: 2, placements_submitted: 2, placements_verified: 1, next_deadline: '2026-12-01', earned: '40000.00', pending: '30000.00' },
};

export const sampleActiveStats: ActiveCampaignStats = {
  id: 'r1',
  submissions: { total: 3, by_status: { submitted: 0, verified: 1, rejected: 1, rebuttal_requested: 1, rebuttal_responsed: 0, rebuttal_approved: 0, rebuttal_rejected: 0 } },
  placements_total: 2,
  placements_submitted: 2,
  placements_verified: 1,
  earnings: { currency: 'INR', agreed: '70000.00', earned: '40000.00', pending: '30000.00' },
};

export const sampleActivePlacements: ActivePlacementList = {
  currency: 'INR',
  results: [
    {
      placement_id: 'p1', type: 'yt_dedicated_video', label: 'Dedicated video', platform: 'youtube', quantity: 2, pricing_type: 'fixed',
      rate: '20000.00', amount: '40000.00', deadline: '2026-12-01', submissions: 2, verified: true,
      latest_submission: { id: 's2', status: 'verified', submitted_at: '2026-11-20T10:00:00Z' },
    },
    {
      placement_id: 'p2', type: 'ig_branded_reel', label: 'Branding in a Reel', platform: 'instagram', quantity: 3, pricing_type: 'cpm',
      rate: '200.00', amount: '30000.00', deadline: '2026-12-01', submissions: 1, verified: false,
      latest_submission: { id: 's3', status: 'rebuttal_requested', submitted_at: '2026-11-21T10:00:00Z' },
    },
  ],
};

export const sampleActiveContent: PaginatedActiveSubmissionList = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      id: 's3', placement_id: 'p2', placement_type: 'ig_branded_reel', platform: 'instagram', content_url: 'https://www.instagram.com/reel/Cabc123/',
      asset_id: null, note: null, status: 'rebuttal_requested', ownership_checked: false, submitted_at: '2026-11-21T10:00:00Z', updated_at: '2026-11-22T10:00:00Z',
      events: [
        { id: 'e3', action: 'dispute', actor_role: 'influencer', actor_name: 'Asha', from_status: 'rejected', to_status: 'rebuttal_requested', message: 'The logo is at 0:42, in the first scene.', created_at: '2026-11-22T10:00:00Z' },
        { id: 'e2', action: 'reject', actor_role: 'brand', actor_name: 'Brand Owner', from_status: 'submitted', to_status: 'rejected', message: 'The logo is not visible.', created_at: '2026-11-21T15:00:00Z' },
        { id: 'e1', action: 'submit', actor_role: 'influencer', actor_name: 'Asha', from_status: null, to_status: 'submitted', message: null, created_at: '2026-11-21T10:00:00Z' },
      ],
    },
    {
      id: 's2', placement_id: 'p1', placement_type: 'yt_dedicated_video', platform: 'youtube', content_url: 'https://www.youtube.com/watch?v=abc123def45',
      asset_id: null, note: 'Posted at 6 pm.', status: 'verified', ownership_checked: true, submitted_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T12:00:00Z',
      events: [
        { id: 'e5', action: 'verify', actor_role: 'brand', actor_name: 'Brand Owner', from_status: 'submitted', to_status: 'verified', message: null, created_at: '2026-11-20T12:00:00Z' },
      ],
    },
  ],
};

export const emptyPage = { count: 0, next: null, previous: null, results: [] };
