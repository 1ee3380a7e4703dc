import type { CampaignInvite, CampaignInviteDetail } from '../../api/generated/api';
import { sampleCollateralFiles } from '../campaign-collateral/campaign-collateral.fixtures';

const hour = 3_600_000;
const day = 24 * hour;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const dayIso = (offset: number) => iso(offset).slice(0, 10);

/** Invites as GET influencers/campaign-invites/ answers them (stories and tests); times are relative to now. */
export function sampleInvite(overrides: Partial<CampaignInvite> = {}): CampaignInvite {
  return {
    id: '6f1c1a52-1111-4a5b-9c0d-000000000001',
    status: 'invited',
    campaign: {
      id: 'c1',
      name: 'Monsoon Launch',
      description: 'Launch of our monsoon collection with creators across India.',
      brand: { id: 'b1', name: 'Acme Apparel', logo_url: null },
      objective: 'awareness',
      start_date: dayIso(2 * day),
      end_date: dayIso(32 * day),
      currency: 'INR',
      platforms: ['youtube', 'instagram'],
    },
    offered_amount: '40000.00',
    offered_placements: [
      { placement_id: 'p1', type: 'yt_dedicated_video', quantity: 1, pricing_type: 'fixed', rate: '25000.00', projected_views: null, amount: '25000.00' },
      { placement_id: 'p2', type: 'ig_branded_reel', quantity: 2, pricing_type: 'cpm', rate: '250.00', projected_views: 30000, amount: '15000.00' },
    ],
    message: 'We love your travel videos and would like you on board.',
    invited_at: iso(-2 * day),
    expires_at: iso(5 * day),
    responded_at: null,
    ...overrides,
  };
}

export const sampleInvites: CampaignInvite[] = [
  sampleInvite(),
  sampleInvite({
    id: '6f1c1a52-1111-4a5b-9c0d-000000000002', expires_at: iso(10 * hour), offered_amount: '8500.50',
    campaign: { ...sampleInvite().campaign, id: 'c2', name: 'Festive Glow', brand: { id: 'b2', name: 'Lumen Beauty', logo_url: null }, platforms: ['instagram'] },
  }),
  sampleInvite({ id: '6f1c1a52-1111-4a5b-9c0d-000000000003', status: 'accepted', responded_at: iso(-day), campaign: { ...sampleInvite().campaign, id: 'c3', name: 'Trail Runners' } }),
  sampleInvite({ id: '6f1c1a52-1111-4a5b-9c0d-000000000004', status: 'declined', responded_at: iso(-day), campaign: { ...sampleInvite().campaign, id: 'c4', name: 'City Bites' } }),
  sampleInvite({ id: '6f1c1a52-1111-4a5b-9c0d-000000000005', status: 'expired', expires_at: iso(-day), campaign: { ...sampleInvite().campaign, id: 'c5', name: 'Desk Setups' } }),
];

export const sampleApplication = {
  proposed_content: 'A ten minute monsoon haul video with the collection in three city looks, shot outdoors in the rain.',
  previous_work: ['https://www.youtube.com/watch?v=abc123'],
  expected_delivery_date: dayIso(20 * day),
  requested_compensation: '40000.00',
  additional_notes: 'Happy to share a draft early.',
  agreed_to_terms: true,
};

/** GET influencers/campaign-invites/{id}/ of an invite in `status`. */
export function sampleInviteDetail(status: CampaignInvite['status'] = 'invited', overrides: Partial<CampaignInviteDetail> = {}): CampaignInviteDetail {
  const invite = sampleInvite({
    status,
    ...(status === 'accepted' || status === 'declined' ? { responded_at: iso(-day) } : {}),
    ...(status === 'expired' ? { expires_at: iso(-day), invited_at: iso(-8 * day) } : {}),
  });
  const application = status === 'accepted' ? sampleApplication : null;
  return {
    ...invite,
    brief: {
      description: invite.campaign.description,
      guidelines: 'Show the product in daylight and mention the waterproof fabric.',
      talking_points: ['Waterproof', 'Made in India'],
      dos: ['Tag @acme', 'Use #MonsoonReady'],
      donts: ['No competitor products'],
      links: ['https://example.com/monsoon'],
      // The server lists files only while the invite is open or accepted (the download's own rule).
      files: status === 'invited' || status === 'accepted' ? sampleCollateralFiles : [],
    },
    placements: invite.offered_placements.map((p) => ({
      ...p,
      platform: p.type.startsWith('yt_') ? 'youtube' : 'instagram',
      deadline: invite.campaign.end_date,
      expected_delivery_date: application?.expected_delivery_date ?? null,
    })),
    application,
    decline_reason: status === 'declined' ? 'Fully booked this month.' : null,
    can_answer: status === 'invited',
    ...overrides,
  };
}
