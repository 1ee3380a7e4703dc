import type { BrandInfluencer, BrandInfluencerDetails, BrandInfluencerReviewEvent } from '../../api/generated/api';

const at = (daysAgo: number) => new Date(Date.UTC(2026, 5, 20) - daysAgo * 86_400_000).toISOString();

export const sampleThread: BrandInfluencerReviewEvent[] = [
  { id: 'e1', action: 'submit', actor: { id: 'u-ivy', name: 'ivy.creates', role: 'influencer' }, at: at(4), from_status: null, to_status: 'submitted', message: null },
  { id: 'e2', action: 'reject', actor: { id: 'u-brenda', name: 'Brenda Brand', role: 'brand' }, at: at(3), from_status: 'submitted', to_status: 'rejected', message: 'The product is not shown in daylight as the brief asks.' },
  { id: 'e3', action: 'dispute', actor: { id: 'u-ivy', name: 'ivy.creates', role: 'influencer' }, at: at(2), from_status: 'rejected', to_status: 'rebuttal_requested', message: 'The daylight shot is at 02:10, right after the intro.' },
];

/** An accepted influencer with two submissions (one disputed, one verified). */
export const acceptedDetails: BrandInfluencerDetails = {
  campaign: { id: 'c1', name: 'Monsoon Launch', status: 'active', currency: 'INR', end_date: '2026-07-30' },
  influencer: {
    id: 'i1', display_name: 'ivy.creates', profile_picture: null,
    bio: 'Monsoon fashion hauls, gadget picks and weekend travel vlogs from Mumbai, in Hindi and English.',
    categories: ['Clothes, Shoes, Handbags & Accessories', 'Electronics & Computers'], languages: ['English', 'Hindi'], city: 'Mumbai', country: 'India',
  },
  accounts: [
    {
      id: 'a1', platform: 'youtube', handle: '@ivycreates', profile_url: 'https://www.youtube.com/@ivycreates', followers: 48_200, average_engagement: 5.4,
      media_count: 6, recent_average_views: 21_400, is_verified: true, metrics_provenance: 'verified', verified_at: at(1), metrics_updated_at: at(1),
    },
    {
      id: 'a2', platform: 'instagram', handle: 'ivy.creates', profile_url: 'https://www.instagram.com/ivy.creates/', followers: 36_500, average_engagement: 6.1,
      media_count: null, recent_average_views: null, is_verified: false, metrics_provenance: 'self_reported', verified_at: null, metrics_updated_at: at(1),
    },
  ],
  roster: {
    id: 'r1', status: 'accepted', source: 'matched', fit_score: 91.5, offered_amount: '40000.00', invited_at: at(8), expires_at: at(1), responded_at: at(7),
    fit: { platforms: 1, categories: 1, languages: 1, location: 1, followers: 0.8, engagement: 1, price: 0.7 },
    message: 'We loved your monsoon haul!', decline_reason: null,
    application: {
      proposed_content: 'A ten minute monsoon haul with the jacket in the rain on Marine Drive, and a daylight close-up.',
      previous_work: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'], expected_delivery_date: '2026-07-10', requested_compensation: '40000.00',
      additional_notes: 'Happy to add a Short as well.', agreed_to_terms: true,
    },
  },
  placements: [
    { placement_id: 'p1', type: 'yt_dedicated_video', platform: 'youtube', quantity: 1, pricing_type: 'fixed', rate: '20000.00', projected_views: null, amount: '20000.00', latest_status: 'rebuttal_requested' },
    { placement_id: 'p2', type: 'ig_branded_reel', platform: 'instagram', quantity: 1, pricing_type: 'cpm', rate: '200.00', projected_views: 10_000, amount: '2000.00', latest_status: 'verified' },
    { placement_id: 'p3', type: 'yt_new_shorts_branding', platform: 'youtube', quantity: 1, pricing_type: 'fixed', rate: '6000.00', projected_views: null, amount: '6000.00', latest_status: null },
  ],
  submissions: [
    { id: 's2', placement_id: 'p2', placement_type: 'ig_branded_reel', platform: 'instagram', content_url: 'https://www.instagram.com/reel/Cabcdef123/', asset_id: null, note: null, status: 'verified', ownership_checked: true, submitted_at: at(2), updated_at: at(1),
      events: [{ id: 'e4', action: 'verify', actor: { id: 'u-brenda', name: 'Brenda Brand', role: 'brand' }, at: at(1), from_status: 'submitted', to_status: 'verified', message: null }] },
    { id: 's1', placement_id: 'p1', placement_type: 'yt_dedicated_video', platform: 'youtube', content_url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa', asset_id: null, note: 'Daylight shot at 02:10.', status: 'rebuttal_requested', ownership_checked: true, submitted_at: at(4), updated_at: at(2), events: sampleThread },
  ],
};

/** An influencer who declined: no placements worked on, the reason shown. */
export const declinedDetails: BrandInfluencerDetails = {
  ...acceptedDetails,
  influencer: { ...acceptedDetails.influencer, id: 'i2', display_name: 'dan.declines', bio: null },
  accounts: [acceptedDetails.accounts[0]],
  roster: { ...acceptedDetails.roster, id: 'r2', status: 'declined', application: null, decline_reason: 'Fully booked until August, sorry!' },
  submissions: [],
  placements: acceptedDetails.placements.map((placement) => ({ ...placement, latest_status: null })),
};

const counts = (values: Partial<BrandInfluencer['submission_counts']> = {}): BrandInfluencer['submission_counts'] => ({
  submitted: 0, verified: 0, rejected: 0, rebuttal_requested: 0, rebuttal_responsed: 0, rebuttal_approved: 0, rebuttal_rejected: 0, ...values,
});

/** Rows of GET campaigns/{id}/brand-influencers/: accepted with content, declined, still invited. */
export const invitedRows: BrandInfluencer[] = [
  {
    id: 'r1', status: 'accepted', source: 'matched', fit_score: 91.5, offered_amount: '40000.00', currency: 'INR', invited_at: at(8), expires_at: at(1), responded_at: at(7),
    influencer: { ...acceptedDetails.influencer, platforms: ['youtube', 'instagram'], total_followers: 84_700, followers_provenance: 'mixed' },
    submission_counts: counts({ verified: 1, rebuttal_requested: 1 }), submissions_total: 2,
  },
  {
    id: 'r2', status: 'declined', source: 'matched', fit_score: 70, offered_amount: '20000.00', currency: 'INR', invited_at: at(8), expires_at: at(1), responded_at: at(6),
    influencer: { ...declinedDetails.influencer, platforms: ['youtube'], total_followers: 48_200, followers_provenance: 'verified' },
    submission_counts: counts(), submissions_total: 0,
  },
  {
    id: 'r3', status: 'invited', source: 'manual', fit_score: 55, offered_amount: '6000.00', currency: 'INR', invited_at: at(1), expires_at: at(-6), responded_at: null,
    influencer: { id: 'i3', display_name: 'meera.threads', profile_picture: null, bio: null, categories: ['Clothes, Shoes, Handbags & Accessories'], languages: ['English'], city: 'Mumbai', country: 'India', platforms: ['instagram'], total_followers: 120_000, followers_provenance: 'self_reported' },
    submission_counts: counts(), submissions_total: 0,
  },
];
