import { addDays, isoDate } from './campaign-options';

/** A campaign body that can be published as it is (tests, stories, demo data); dates start tomorrow. */
export function sampleCampaign(today: Date = new Date()) {
  const start = addDays(isoDate(today), 1);
  return {
    name: 'Monsoon Launch',
    description: 'Launch of our monsoon collection with creators across India.',
    objective: 'awareness',
    start_date: start,
    end_date: addDays(start, 30),
    budget: '100000.00',
    currency: 'INR',
    placement_pricing: 'alacarte',
    target_categories: ['Clothes, Shoes, Handbags & Accessories'],
    target_languages: ['English', 'Hindi'],
    target_locations: ['Mumbai'],
    influencer_criteria: { platforms: ['youtube'], min_followers: 10000, max_followers: 500000, min_engagement: 2.5 },
    collateral: { guidelines: 'Show the product in daylight.', talking_points: ['Waterproof'], dos: ['Tag us'], donts: ['No competitors'], links: ['https://example.com/monsoon'], asset_ids: [] as string[] },
    placements: [
      { type: 'yt_dedicated_video', quantity: 2, pricing_type: 'fixed', rate: '20000.00', view_cap: null },
      { type: 'ig_branded_reel', quantity: 3, pricing_type: 'cpm', rate: '200.00', view_cap: 50000 },
    ],
  };
}
export type SampleCampaign = ReturnType<typeof sampleCampaign>;
