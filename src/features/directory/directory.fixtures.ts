import type { DirectoryEntry, DirectoryProfile } from '../../api/generated/api';

/** Sample directory entries for stories and tests: a verified creator, a self-reported one, one with a hidden location. */
export const sampleEntries: DirectoryEntry[] = [
  {
    id: '11111111-1111-4111-8111-111111111111', display_name: 'asha_gamer', profile_picture: null, bio: 'Speedruns and retro consoles every week.',
    categories: ['Gaming', 'Technology & Software'], languages: ['Hindi', 'English'], city: 'Pune', country: 'India', availability: 'available',
    last_active_at: '2026-11-20T10:00:00.000Z',
    accounts: [{
      id: 'a1', platform: 'youtube', handle: '@asha_gamer', profile_url: 'https://www.youtube.com/@asha_gamer', followers: 512_000,
      average_engagement: 6.5, recent_average_views: 120_000, media_count: 310, metrics_provenance: 'verified', verified_at: '2026-11-18T09:00:00.000Z',
    }],
    verified_followers: 512_000, self_reported_followers: 0,
    rates: [{ placement_type: 'yt_dedicated_video', amount: '40000.00', currency: 'INR' }, { placement_type: 'yt_dedicated_short', amount: '12000.00', currency: 'INR' }],
  },
  {
    id: '22222222-2222-4222-8222-222222222222', display_name: 'ben.beats', profile_picture: null, bio: 'Lo-fi music production tutorials.',
    categories: ['Music'], languages: ['English'], city: 'Leeds', country: 'United Kingdom', availability: 'limited',
    last_active_at: '2026-11-10T10:00:00.000Z',
    accounts: [{
      id: 'a2', platform: 'instagram', handle: '@ben.beats', profile_url: 'https://www.instagram.com/ben.beats', followers: 80_400,
      average_engagement: 3.1, recent_average_views: null, media_count: null, metrics_provenance: 'self_reported', verified_at: null,
    }],
    verified_followers: 0, self_reported_followers: 80_400, rates: [],
  },
  {
    id: '33333333-3333-4333-8333-333333333333', display_name: 'esha_hidden', profile_picture: null, bio: 'Gaming streams.',
    categories: ['Gaming'], languages: ['Hindi'], city: null, country: null, availability: 'unavailable',
    last_active_at: '2026-11-01T10:00:00.000Z', accounts: [], verified_followers: 0, self_reported_followers: 0, rates: [],
  },
];

export const sampleProfile: DirectoryProfile = {
  ...sampleEntries[0]!,
  recent_content: [{ id: 'c1', platform: 'youtube', content_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', submitted_at: '2026-10-02T10:00:00.000Z' }],
  collaborations: [{
    campaign_id: '44444444-4444-4444-8444-444444444444', campaign_name: 'Diwali Gaming Push', campaign_status: 'active', currency: 'INR',
    status: 'accepted', offered_amount: '40000.00', invited_at: '2026-09-20T10:00:00.000Z',
  }],
  shortlist_ids: [],
};
