import { addDays, defaultCampaignDates, isoDate } from './campaign-options';
import { sampleCampaign } from './campaign.fixtures';
import { publishProblems, oldVideoBrandingSchema } from './campaign-publish';
import { campaignProblems, isYoutubeVideoUrl } from './campaign.schema';
import { campaignMessages as m } from './campaign.texts';

const today = new Date('2030-06-15T10:00:00Z');
const sample = () => sampleCampaign(today);
const withField = (path: string, value: unknown) => {
  const campaign = JSON.parse(JSON.stringify(sample())) as Record<string, unknown>;
  const keys = path.split('.');
  let target = campaign as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]] = value;
  return campaign;
};

describe('campaign rules', () => {
  it('the sample campaign is valid and publishable', () => {
    expect(campaignProblems(sample())).toEqual({});
    expect(publishProblems(sample(), today)).toEqual({});
  });

  it.each([
    ['name', 'ab', m.nameLength], ['name', 'a'.repeat(101), m.nameLength], ['name', 'abc', null], ['name', '', m.nameRequired],
    ['description', 'too short', m.descriptionLength], ['description', 'x'.repeat(501), m.descriptionLength], ['description', 'x'.repeat(500), null],
    ['objective', 'fame', m.objectiveInvalid], ['objective', 'app_installs', null],
    ['start_date', '2030-02-30', m.dateInvalid], ['end_date', '2030-06-16', m.endBeforeStart],
    ['budget', '100.123', m.budgetInvalid], ['budget', '0', m.budgetInvalid], ['budget', '-5', m.budgetInvalid], ['budget', 99.99, null],
    ['currency', 'GBP', m.currencyInvalid], ['placement_pricing', 'bundled', null], ['placement_pricing', 'mixed', m.placementPricingInvalid],
    ['target_categories', ['Gaming', 'Knitting'], m.categoryUnknown], ['target_languages', ['Klingon'], m.languageUnknown],
    ['target_locations', ['X'], m.locationLength],
    ['influencer_criteria.max_followers', 5000, m.followersRange], ['influencer_criteria.min_engagement', 101, m.engagementRange],
    ['influencer_criteria.platforms', ['tiktok'], m.platformInvalid],
    ['placements.0.quantity', 0, m.quantityRange], ['placements.0.quantity', 101, m.quantityRange], ['placements.0.type', 'tv_spot', m.placementTypeInvalid],
    ['placements.0.rate', '1.001', m.rateInvalid], ['placements.0.view_cap', 1000, m.viewCapFixed], ['placements.1.view_cap', 0, m.viewCapInvalid],
    ['placements.0.pricing_type', 'barter', m.pricingTypeInvalid], ['placements.0.video_url', 'https://vimeo.com/1', m.videoUrlInvalid],
    ['collateral.guidelines', 'g'.repeat(5001), m.guidelinesLength], ['collateral.talking_points', Array(21).fill('p'), m.tooMany('talking points', 20)],
    ['collateral.talking_points', ['p'.repeat(301)], m.itemLength], ['collateral.links', ['javascript:alert(1)'], m.linkInvalid],
    ['collateral.links', Array(11).fill('https://a.example'), m.tooMany('links', 10)], ['collateral.asset_ids', ['nope'], m.assetInvalid],
  ])('%s = %j -> %s', (path, value, expected) => {
    const problems = campaignProblems(withField(path, value));
    if (expected === null) expect(problems).toEqual({});
    else expect(problems).toEqual({ [path.replace(/\.(talking_points|links|asset_ids|platforms)$/, '.$1')]: [expected] });
  });

  it('a draft needs only its name', () => {
    expect(campaignProblems({ name: 'Just a name' })).toEqual({});
  });
});

describe('publishProblems', () => {
  it('lists everything missing at once', () => {
    expect(publishProblems({ name: 'Only a name' }, today)).toEqual({
      description: [m.required], objective: [m.required], start_date: [m.required], end_date: [m.required],
      budget: [m.required], currency: [m.required], placements: [m.placementsRequired],
    });
  });

  it('refuses a start date in the past but accepts today', () => {
    expect(publishProblems({ ...sample(), start_date: '2030-06-14' }, today)).toEqual({ start_date: [m.startInPast] });
    expect(publishProblems({ ...sample(), start_date: '2030-06-15' }, today)).toEqual({});
  });

  it('refuses placements over the budget', () => {
    expect(publishProblems({ ...sample(), budget: '50000' }, today)).toEqual({
      budget: ['Placements total ₹70,000 is over the budget of ₹50,000.'],
    });
  });
});

describe('defaults and old-video branding', () => {
  it('starts tomorrow and runs 30 days', () => {
    expect(defaultCampaignDates(today)).toEqual({ startDate: '2030-06-16', endDate: '2030-07-16' });
    expect(addDays(isoDate(today), -15)).toBe('2030-05-31');
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true], ['https://youtu.be/dQw4w9WgXcQ', true], ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3', true],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', false], ['https://youtu.be/short', false], ['ftp://youtu.be/dQw4w9WgXcQ', false], ['https://evil.com/watch?v=dQw4w9WgXcQ', false],
  ])('%s is a YouTube video link: %s', (url, expected) => {
    expect(isYoutubeVideoUrl(url)).toBe(expected);
  });

  it('needs 1-20 videos, a position and a price', () => {
    expect(oldVideoBrandingSchema.isValidSync({ video_urls: ['https://youtu.be/dQw4w9WgXcQ'], position: 'end', price_per_video: '500' })).toBe(true);
    expect(oldVideoBrandingSchema.isValidSync({ video_urls: [], position: 'end', price_per_video: '500' })).toBe(false);
    expect(oldVideoBrandingSchema.isValidSync({ video_urls: ['https://youtu.be/dQw4w9WgXcQ'], position: 'top', price_per_video: '500' })).toBe(false);
  });
});
