import type { InfluencerDashboard, InfluencerDashboardStats } from '../../api/generated/api';
import { activeCampaignList } from '../active-campaigns/active-campaigns.fixtures';

/** Sample answers of GET influencers/{id}/dashboard/ and influencers/dashboard/stats/ (stories and tests). */
export const sampleInfluencerDashboard: InfluencerDashboard = {
  influencer_id: 'i1',
  open_invites: {
    count: 3,
    soonest: [
      { id: 'v1', campaign: { id: 'c9', name: 'Winter Warmers', brand_name: 'Cosy Knits' }, offered_amount: '25000.00', currency: 'INR', invited_at: '2026-11-20T10:00:00Z', expires_at: '2026-11-27T10:00:00Z' },
      { id: 'v2', campaign: { id: 'c8', name: 'Gadget Week', brand_name: 'Voltix' }, offered_amount: null, currency: 'USD', invited_at: '2026-11-22T10:00:00Z', expires_at: '2026-11-29T10:00:00Z' },
    ],
  },
  active_campaigns: { count: 2, results: activeCampaignList },
  upcoming_deadlines: [
    { roster_id: 'r1', campaign: { id: 'c1', name: 'Monsoon Launch' }, placement_id: 'p2', type: 'ig_branded_reel', label: 'Branding in a Reel', platform: 'instagram', deadline: '2026-12-01', latest_status: 'rebuttal_requested' },
    { roster_id: 'r3', campaign: { id: 'c3', name: 'Festive Glow' }, placement_id: 'p7', type: 'yt_dedicated_short', label: 'Dedicated Short', platform: 'youtube', deadline: '2026-12-10', latest_status: null },
  ],
  earnings: { earned: [{ currency: 'INR', amount: '50000.00' }], pending: [{ currency: 'INR', amount: '30000.00' }] },
  recent_activity: [
    { kind: 'submission', action: 'verify', status: 'verified', campaign: { id: 'c1', name: 'Monsoon Launch' }, target_id: 'r1', message: null, created_at: '2026-11-23T12:00:00Z' },
    { kind: 'invite', action: 'invited', status: null, campaign: { id: 'c9', name: 'Winter Warmers' }, target_id: 'v1', message: null, created_at: '2026-11-20T10:00:00Z' },
  ],
};

export const emptyInfluencerDashboard: InfluencerDashboard = {
  influencer_id: 'i1',
  open_invites: { count: 0, soonest: [] },
  active_campaigns: { count: 0, results: [] },
  upcoming_deadlines: [],
  earnings: { earned: [], pending: [] },
  recent_activity: [],
};

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

export const sampleInfluencerStats: InfluencerDashboardStats = {
  invites: { received: 8, open: 3, accepted: 3, declined: 1, expired: 1, acceptance_rate: 0.6 },
  campaigns: { active: 2, completed: 1 },
  content: { submitted: 4, verified: 2, rejected: 1, in_review: 1 },
  earnings: sampleInfluencerDashboard.earnings,
  monthly_earnings: months.map((month, i) => ({ month, earned: i === 4 ? [{ currency: 'INR', amount: '10000.00' }] : i === 5 ? [{ currency: 'INR', amount: '40000.00' }] : [] })),
};

export const emptyInfluencerStats: InfluencerDashboardStats = {
  invites: { received: 0, open: 0, accepted: 0, declined: 0, expired: 0, acceptance_rate: null },
  campaigns: { active: 0, completed: 0 },
  content: { submitted: 0, verified: 0, rejected: 0, in_review: 0 },
  earnings: { earned: [], pending: [] },
  monthly_earnings: months.map((month) => ({ month, earned: [] })),
};
