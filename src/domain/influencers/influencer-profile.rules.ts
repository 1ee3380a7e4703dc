import * as yup from 'yup';
import { categories, languages, platforms } from '../constants';
import { influencerLimits as l, influencerMessages as m } from './influencer-profile.texts';

export const contentTypes = ['post', 'story', 'reel', 'video', 'live'] as const;
export const postingFrequencies = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const compensationTypes = ['flat_fee', 'commission', 'product', 'mixed'] as const;
export type Platform = (typeof platforms)[number];

const text = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Whole years between a YYYY-MM-DD birth date and `today`, or null for an impossible date. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || date.getTime() > today.getTime()) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

const personName = (requiredMessage: string) =>
  text()
    .required(requiredMessage)
    .min(2, m.nameLength)
    .max(50, m.nameLength)
    .matches(/^[\p{L}\s'-]+$/u, { message: m.namePattern, excludeEmptyString: true });

/** The fields of the influencer profile (SPEC §3 "Influencer profile"), each with its SPEC §5 rule. */
export const influencerProfileFields = {
  display_name: text()
    .required(m.displayNameLength)
    .min(l.displayNameMin, m.displayNameLength)
    .max(l.displayNameMax, m.displayNameLength)
    .matches(/^[A-Za-z0-9._-]+$/, { message: m.displayNamePattern, excludeEmptyString: true }),
  first_name: personName(m.firstNameRequired),
  last_name: personName(m.lastNameRequired),
  bio: text().required(m.bioLength).min(l.bioMin, m.bioLength).max(l.bioMax, m.bioLength),
  categories: yup
    .array(yup.string().oneOf([...categories], m.categoryUnknown).required())
    .required(m.categoriesMin)
    .min(1, m.categoriesMin)
    .max(l.categoriesMax, m.categoriesMax),
  languages: yup.array(yup.string().oneOf([...languages], m.languageUnknown).required()).required(m.languagesMin).min(1, m.languagesMin),
  city: text().required(m.cityLength).min(l.placeMin, m.cityLength).max(l.placeMax, m.cityLength),
  country: text().required(m.countryLength).min(l.placeMin, m.countryLength).max(l.placeMax, m.countryLength),
  date_of_birth: yup
    .string()
    .required(m.dateOfBirthRequired)
    .test('date', m.dateOfBirthInvalid, (value) => !value || ageOn(value) !== null)
    .test('age', m.tooYoung, (value) => {
      const age = value ? ageOn(value) : null;
      return age === null || age >= l.minimumAge;
    }),
};

export type InfluencerProfileField = keyof typeof influencerProfileFields;

/** YouTube channel addresses (SPEC: channel, c or user path; the @handle form YouTube uses today too). */
const youtubePattern = /^https?:\/\/(www\.|m\.)?youtube\.com\/(channel\/UC[\w-]{10,}|c\/[\w.-]+|user\/[\w.-]+|@[\w.-]{3,30})\/?$/i;
const instagramPattern = /^https?:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?$/i;

export function isPlatformProfileUrl(platform: Platform, url: string): boolean {
  return (platform === 'youtube' ? youtubePattern : instagramPattern).test(url.trim());
}

export const socialAccountSchema = yup.object({
  platform: yup.mixed<Platform>().oneOf([...platforms], m.platformInvalid).required(m.platformInvalid),
  handle: text()
    .required(m.handleRequired)
    .matches(/^@/, { message: m.handlePrefix, excludeEmptyString: true })
    .test('handle', m.handlePattern, (value) => !value || !value.startsWith('@') || /^@[A-Za-z0-9_.-]{3,30}$/.test(value)),
  profile_url: text()
    .required(m.profileUrlRequired)
    .test('platform-url', function platformUrl(value) {
      const platform = (this.parent as { platform?: Platform }).platform;
      if (!value || !platform || !(platforms as readonly string[]).includes(platform)) return true;
      return isPlatformProfileUrl(platform, value) || this.createError({ message: platform === 'youtube' ? m.youtubeUrl : m.instagramUrl });
    }),
  followers: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .typeError(m.followersInvalid).integer(m.followersInvalid).min(0, m.followersInvalid).nullable().default(null),
  average_engagement: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .typeError(m.engagementInvalid).min(0, m.engagementInvalid).max(100, m.engagementInvalid).nullable().default(null),
});
export type SocialAccountInput = yup.InferType<typeof socialAccountSchema>;

export const contentPreferencesSchema = yup.object({
  content_types: yup.array(yup.string().oneOf([...contentTypes]).required()).min(1, m.contentTypesMin).required(m.contentTypesMin),
  frequency: yup.string().oneOf([...postingFrequencies], m.frequencyInvalid).required(m.frequencyInvalid),
  preferred_days: yup.array(yup.string().oneOf([...weekDays]).required()).default([]),
  preferred_times: yup.array(yup.string().matches(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid).required()).default([]),
  compensation_types: yup.array(yup.string().oneOf([...compensationTypes], m.compensationInvalid).required()).min(1, m.compensationInvalid).required(m.compensationInvalid),
  custom_guidelines: text().max(l.guidelinesMax, m.guidelinesLength).default(''),
});
export type ContentPreferences = yup.InferType<typeof contentPreferencesSchema>;

export const defaultContentPreferences: ContentPreferences = {
  content_types: ['video'],
  frequency: 'weekly',
  preferred_days: [],
  preferred_times: [],
  compensation_types: ['flat_fee'],
  custom_guidelines: '',
};
