import { ageOn, contentPreferencesSchema, influencerProfileFields, socialAccountSchema } from './influencer-profile.rules';
import { completionProblems } from './influencer-completion';
import { influencerMessages as m } from './influencer-profile.texts';

async function messageOf(rule: { validate: (value: unknown) => Promise<unknown> }, value: unknown): Promise<string | null> {
  try {
    await rule.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const today = new Date();
const yearsAgo = (years: number, dayShift = 0) => {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + dayShift));
  return date.toISOString().slice(0, 10);
};

describe('influencer profile fields (SPEC §5)', () => {
  it.each([
    ['display_name', 'ab', m.displayNameLength],
    ['display_name', 'a'.repeat(31), m.displayNameLength],
    ['display_name', 'asha rao', m.displayNamePattern],
    ['display_name', 'asha.rao_01-x', null],
    ['first_name', '', m.firstNameRequired],
    ['first_name', 'A', m.nameLength],
    ['first_name', 'Asha1', m.namePattern],
    ['last_name', "D'Souza-Rao", null],
    ['bio', 'Too short', m.bioLength],
    ['bio', 'x'.repeat(501), m.bioLength],
    ['bio', 'Travel and food stories.', null],
    ['categories', [], 'Select at least one content category'],
    ['categories', ['Gaming', 'Music', 'Pets', 'Travel, Tourism & Aviation', 'Sports', 'Wedding'], 'You can select up to 5 categories'],
    ['categories', ['Knitting'], m.categoryUnknown],
    ['categories', ['Beer, Wine & Spirits'], null],
    ['languages', [], m.languagesMin],
    ['languages', ['Klingon'], m.languageUnknown],
    ['languages', ['Hindi', 'English'], null],
    ['city', 'P', m.cityLength],
    ['country', 'I', m.countryLength],
    ['date_of_birth', '', m.dateOfBirthRequired],
    ['date_of_birth', '2001-02-30', m.dateOfBirthInvalid],
    ['date_of_birth', '3000-01-01', m.dateOfBirthInvalid],
    ['date_of_birth', yearsAgo(13, 1), m.tooYoung],
    ['date_of_birth', yearsAgo(13), null],
  ] as const)('%s %j → %s', async (field, value, message) => {
    expect(await messageOf(influencerProfileFields[field], value)).toBe(message);
  });

  it('computes ages in whole years', () => {
    expect(ageOn('2000-06-15', new Date('2026-06-14T12:00:00Z'))).toBe(25);
    expect(ageOn('2000-06-15', new Date('2026-06-15T12:00:00Z'))).toBe(26);
    expect(ageOn('not-a-date')).toBeNull();
  });
});

describe('social accounts', () => {
  const valid = { platform: 'youtube', handle: '@ashatravels', profile_url: 'https://www.youtube.com/@ashatravels', followers: 1200, average_engagement: 4.2 };
  it.each([
    [{ handle: '' }, m.handleRequired],
    [{ handle: 'ashatravels' }, m.handlePrefix],
    [{ handle: '@a' }, m.handlePattern],
    [{ handle: '@asha travels' }, m.handlePattern],
    [{ profile_url: '' }, m.profileUrlRequired],
    [{ profile_url: 'https://vimeo.com/asha' }, m.youtubeUrl],
    [{ profile_url: 'https://www.youtube.com/watch?v=abc' }, m.youtubeUrl],
    [{ profile_url: 'https://www.youtube.com/channel/UC1234567890abcdef' }, null],
    [{ profile_url: 'https://youtube.com/c/AshaTravels' }, null],
    [{ profile_url: 'https://www.youtube.com/user/ashatravels' }, null],
    [{ platform: 'instagram', profile_url: 'https://www.youtube.com/@ashatravels' }, m.instagramUrl],
    [{ platform: 'instagram', profile_url: 'https://www.instagram.com/asha.travels/' }, null],
    [{ platform: 'tiktok' }, m.platformInvalid],
    [{ followers: -1 }, m.followersInvalid],
    [{ average_engagement: 101 }, m.engagementInvalid],
    [{ average_engagement: -0.5 }, m.engagementInvalid],
  ])('%j → %s', async (change, message) => {
    expect(await messageOf(socialAccountSchema, { ...valid, ...change })).toBe(message);
  });
});

describe('content preferences', () => {
  const valid = { content_types: ['reel'], frequency: 'weekly', preferred_days: ['monday'], preferred_times: ['18:30'], compensation_types: ['mixed'], custom_guidelines: '' };
  it.each([
    [{ content_types: [] }, m.contentTypesMin],
    [{ frequency: 'hourly' }, m.frequencyInvalid],
    [{ preferred_times: ['25:00'] }, m.timeInvalid],
    [{ preferred_times: ['6:30'] }, m.timeInvalid],
    [{ compensation_types: [] }, m.compensationInvalid],
    [{ custom_guidelines: 'x'.repeat(1001) }, m.guidelinesLength],
    [{}, null],
  ])('%j → %s', async (change, message) => {
    expect(await messageOf(contentPreferencesSchema, { ...valid, ...change })).toBe(message);
  });
});

describe('completion rule', () => {
  const complete = {
    display_name: 'asha.travels', first_name: 'Asha', last_name: 'Rao', bio: 'Travel and food stories.',
    categories: ['Travel, Tourism & Aviation'], languages: ['Hindi'], city: 'Pune', country: 'India', date_of_birth: '1998-04-02',
  };
  it('is met with every field, a social account and payout details', () => {
    expect(completionProblems(complete, { socialAccounts: 1, hasPayoutDetails: true })).toEqual({});
  });
  it('names what is missing', () => {
    expect(completionProblems({ ...complete, categories: [] }, { socialAccounts: 0, hasPayoutDetails: false })).toEqual({
      categories: ['Select at least one content category'],
      social_accounts: ['Add at least one social media account'],
      payout: [m.payoutMissing],
    });
  });
});
