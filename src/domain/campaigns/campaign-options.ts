import { campaignPricingTypes, currencies, placementPricingTypes, placementTypes, platforms } from '../constants';

export type PlacementType = (typeof placementTypes)[number];
export type CampaignPlatform = (typeof platforms)[number];
export type Currency = (typeof currencies)[number];
export type PricingType = (typeof campaignPricingTypes)[number];
export type PlacementPricing = (typeof placementPricingTypes)[number];
export { campaignPricingTypes, currencies, placementPricingTypes, placementTypes, platforms };

export const campaignObjectives = ['awareness', 'consideration', 'conversions', 'app_installs', 'other'] as const;
export type CampaignObjective = (typeof campaignObjectives)[number];

/** Where an old-video branding sits in the video. */
export const brandingPositions = ['start', 'middle', 'end'] as const;
export type BrandingPosition = (typeof brandingPositions)[number];

export interface PlacementTypeInfo {
  platform: CampaignPlatform;
  label: string;
  /** Suggested rate per 1,000 views, in INR (GET campaigns/defaults/). */
  cpmRate: string;
  /** Suggested fixed price per placement, in INR. */
  fixedPrice: string;
  /**
   * Share of a creator's followers expected to view this placement (type exposure). Our planning baselines:
   * dedicated content reaches more of the audience than an integration; channel pages and old videos far less.
   */
  viewRatio: number;
}

/** The ten placement types of SPEC §3 with their platform, suggested prices and view ratio. */
export const placementTypeInfo: Record<PlacementType, PlacementTypeInfo> = {
  yt_new_video_branding: { platform: 'youtube', label: 'Branding in a new video', cpmRate: '250.00', fixedPrice: '15000.00', viewRatio: 0.25 },
  yt_new_shorts_branding: { platform: 'youtube', label: 'Branding in a new Short', cpmRate: '120.00', fixedPrice: '6000.00', viewRatio: 0.35 },
  yt_dedicated_video: { platform: 'youtube', label: 'Dedicated video', cpmRate: '400.00', fixedPrice: '40000.00', viewRatio: 0.3 },
  yt_dedicated_short: { platform: 'youtube', label: 'Dedicated Short', cpmRate: '180.00', fixedPrice: '10000.00', viewRatio: 0.4 },
  yt_old_video_branding: { platform: 'youtube', label: 'Branding in an existing video', cpmRate: '100.00', fixedPrice: '3000.00', viewRatio: 0.05 },
  yt_channel_page: { platform: 'youtube', label: 'Channel page mention', cpmRate: '60.00', fixedPrice: '2000.00', viewRatio: 0.02 },
  ig_channel_page: { platform: 'instagram', label: 'Profile (bio) mention', cpmRate: '60.00', fixedPrice: '2000.00', viewRatio: 0.02 },
  ig_dedicated_reel: { platform: 'instagram', label: 'Dedicated Reel', cpmRate: '300.00', fixedPrice: '20000.00', viewRatio: 0.3 },
  ig_branded_reel: { platform: 'instagram', label: 'Branding in a Reel', cpmRate: '200.00', fixedPrice: '12000.00', viewRatio: 0.25 },
  ig_branded_post: { platform: 'instagram', label: 'Branded post', cpmRate: '150.00', fixedPrice: '8000.00', viewRatio: 0.15 },
};

export const platformOf = (type: PlacementType): CampaignPlatform => placementTypeInfo[type].platform;

/** Follower count assumed per platform when no linked social account has follower metrics yet. */
export const baselineFollowers: Record<CampaignPlatform, number> = { youtube: 50_000, instagram: 30_000 };

export const defaultCurrency: Currency = 'INR';
export const defaultPlacementPricing: PlacementPricing = 'alacarte';
export const defaultCampaignDays = 30;

/** YYYY-MM-DD of `date` (UTC). */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** Default dates of a new campaign: start tomorrow, end 30 days after the start. */
export function defaultCampaignDates(today: Date = new Date()): { startDate: string; endDate: string } {
  const startDate = addDays(isoDate(today), 1);
  return { startDate, endDate: addDays(startDate, defaultCampaignDays) };
}
