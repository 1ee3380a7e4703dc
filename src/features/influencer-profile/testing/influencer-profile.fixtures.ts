import type { InfluencerProfile, MyRates, PaymentInfo } from '../../../api/enhanced-api';
import type { SocialAccount } from '../../../api/generated/api';
import { defaultContentPreferences } from '../../../domain/influencers/influencer-profile.rules';

/** Shared by the stories and tests of influencer profile setup: the owner view of GET influencers/profile/. */

/** Typed in by hand: self-reported numbers, not connected. */
export const youtubeAccount: SocialAccount = {
  id: 'sa-youtube',
  platform: 'youtube',
  handle: '@asha.travels',
  profile_url: 'https://www.youtube.com/@asha.travels',
  title: null,
  external_id: null,
  connection_status: 'not_connected',
  connected_at: null,
  followers: 15400,
  average_engagement: null,
  media_count: null,
  recent_average_views: null,
  is_verified: false,
  metrics_provenance: 'self_reported',
  verified_at: null,
  metrics_updated_at: '2026-02-01T09:00:00.000Z',
  created_at: '2026-02-01T09:00:00.000Z',
};

/** Connected through YouTube: numbers read from the API, marked verified with the time read. */
export const connectedYoutubeAccount: SocialAccount = {
  ...youtubeAccount,
  id: 'sa-youtube-connected',
  handle: '@ashatravels',
  profile_url: 'https://www.youtube.com/@ashatravels',
  title: 'Asha Travels',
  external_id: 'UCashaTravels0000000001',
  connection_status: 'connected',
  connected_at: '2026-11-20T09:00:00.000Z',
  followers: 48_200,
  average_engagement: 4.52,
  media_count: 112,
  recent_average_views: 21_450,
  is_verified: true,
  metrics_provenance: 'verified',
  verified_at: '2026-11-26T10:05:00.000Z',
  metrics_updated_at: '2026-11-26T10:05:00.000Z',
};

/** Instagram refused our access (code 190): the numbers stay as last read, a reconnect is asked for. */
export const needsReconnectInstagramAccount: SocialAccount = {
  ...connectedYoutubeAccount,
  id: 'sa-instagram-reconnect',
  platform: 'instagram',
  handle: '@asha_eats',
  profile_url: 'https://www.instagram.com/asha_eats',
  title: 'Asha Eats',
  external_id: '17841400000000301',
  connection_status: 'needs_reconnect',
  followers: 36_500,
  average_engagement: 3.1,
  media_count: 240,
  recent_average_views: 9_800,
  verified_at: '2026-11-01T08:00:00.000Z',
};

export const instagramAccount: SocialAccount = {
  ...youtubeAccount,
  id: 'sa-instagram',
  platform: 'instagram',
  handle: '@asha_eats',
  profile_url: 'https://www.instagram.com/asha_eats',
  followers: null,
};

/** What POST influencers/profile/ creates from a first save that sent nothing but the About fields' blanks. */
export const blankProfile: InfluencerProfile = {
  id: 'i1',
  display_name: '',
  first_name: null,
  last_name: null,
  bio: null,
  profile_picture: null,
  categories: [],
  languages: [],
  city: null,
  country: null,
  date_of_birth: null,
  content_preferences: null,
  social_accounts: [],
  is_profile_completed: false,
  profile_completed_at: null,
  created_at: '2026-02-01T09:00:00.000Z',
  updated_at: '2026-02-01T09:00:00.000Z',
};

export const aboutValues = {
  display_name: 'asha.travels',
  first_name: 'Asha',
  last_name: 'Rao',
  bio: 'Slow travel films and regional food from Kerala.',
  profile_picture: null,
};
export const nichesValues = { categories: ['Travel, Tourism & Aviation', 'Restaurants, Food & Grocery'], languages: ['English', 'Malayalam'] };
export const locationValues = { city: 'Kochi', country: 'India', date_of_birth: '1997-05-20' };

/** The setup steps saved so far, in order (About, Niches, Location, Social, Preferences), as the server returns them. */
export function profileThrough(stepsSaved: number): InfluencerProfile {
  return {
    ...blankProfile,
    ...(stepsSaved >= 1 ? aboutValues : {}),
    ...(stepsSaved >= 2 ? nichesValues : {}),
    ...(stepsSaved >= 3 ? locationValues : {}),
    ...(stepsSaved >= 4 ? { social_accounts: [youtubeAccount] } : {}),
    ...(stepsSaved >= 5 ? { content_preferences: defaultContentPreferences } : {}),
  };
}

export const completeProfile: InfluencerProfile = {
  ...profileThrough(5),
  is_profile_completed: true,
  profile_completed_at: '2026-02-02T10:00:00.000Z',
};

export const noPaymentInfo: PaymentInfo = { has_payment_info: false, payment_method: null, upi: null, bank: null, updated_at: null };

export const upiPaymentInfo: PaymentInfo = {
  has_payment_info: true,
  payment_method: 'upi',
  upi: { upi_id_masked: 'as******@okhdfc' },
  bank: null,
  updated_at: '2026-02-02T09:00:00.000Z',
};

/** A date of birth `years` years before today (YYYY-MM-DD), for the age rule. */
export function bornYearsAgo(years: number, today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

export const noRates: MyRates = { availability: 'available', rates: [] };

export const filledRates: MyRates = {
  availability: 'limited',
  rates: [
    { placement_type: 'yt_dedicated_video', amount: '40000.00', currency: 'INR' },
    { placement_type: 'yt_dedicated_short', amount: '12500.50', currency: 'INR' },
    { placement_type: 'ig_branded_reel', amount: '900.00', currency: 'USD' },
  ],
};
