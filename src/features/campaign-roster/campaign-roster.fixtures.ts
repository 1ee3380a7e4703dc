import type { CampaignRosterBudget, CampaignRosterEntry } from '../../api/generated/api';

/** Roster rows and budgets for stories and tests (the crafted matching set of the server tests). */
export function rosterEntry(overrides: Partial<CampaignRosterEntry> = {}): CampaignRosterEntry {
  return {
    id: 'r-asha',
    influencer_id: 'i-asha',
    display_name: 'Asha Perfect',
    profile_picture: null,
    accounts: [
      { platform: 'youtube', handle: 'ashaperfect', followers: 100_000, metrics_provenance: 'verified' },
      { platform: 'instagram', handle: 'asha.perfect', followers: 80_000, metrics_provenance: 'self_reported' },
    ],
    fit_score: 100,
    fit: { platforms: 1, categories: 1, languages: 1, location: 1, followers: 1, engagement: 1, price: 1 },
    status: 'candidate',
    source: 'matched',
    offered_amount: null,
    offered_placements: null,
    projected_amount: '52000.00',
    message: null,
    invited_at: null,
    expires_at: null,
    responded_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const sampleRoster: CampaignRosterEntry[] = [
  rosterEntry(),
  rosterEntry({
    id: 'r-bina', influencer_id: 'i-bina', display_name: 'Bina Tube', accounts: [{ platform: 'youtube', handle: 'binatube', followers: 200_000, metrics_provenance: 'verified' }],
    fit_score: 72.5, fit: { platforms: 0.5, categories: 1, languages: 0.5, location: 0, followers: 1, engagement: 1, price: 1 }, projected_amount: '40000.00',
  }),
  rosterEntry({
    id: 'r-chetan', influencer_id: 'i-chetan', display_name: 'Chetan Gamer', fit_score: 75, status: 'invited', offered_amount: '52000.00',
    fit: { platforms: 1, categories: 0, languages: 1, location: 1, followers: 1, engagement: 1, price: 1 },
    invited_at: '2026-11-21T10:00:00.000Z', expires_at: '2026-11-28T10:00:00.000Z',
  }),
  rosterEntry({
    id: 'r-gita', influencer_id: 'i-gita', display_name: 'Gita Manual', source: 'manual', fit_score: 0, fit: null,
    accounts: [{ platform: 'youtube', handle: 'gita', followers: 5_000, metrics_provenance: 'self_reported' }], projected_amount: '40000.00',
  }),
  rosterEntry({
    id: 'r-dev', influencer_id: 'i-dev', display_name: 'Dev Tiny', status: 'removed', fit_score: 50, projected_amount: '40000.00',
    accounts: [{ platform: 'youtube', handle: 'devtiny', followers: 1_000, metrics_provenance: 'self_reported' }],
    fit: { platforms: 0.5, categories: 1, languages: 0, location: 0, followers: 0.1, engagement: 0.4, price: 1 },
  }),
];

export function rosterBudget(overrides: Partial<CampaignRosterBudget> = {}): CampaignRosterBudget {
  return { currency: 'INR', budget: '100000.00', committed: '52000.00', left: '48000.00', campaign_status: 'outreach_in_progress', can_invite: true, funded_room: '48000.00', ...overrides };
}
