import * as yup from 'yup';
import { isOptionalPhone } from '../validation/phone.rules';
import { schemaProblems } from '../validation/schema-problems';
import { validationMessages as vm } from '../messages';
import { accountLimits, accountMessages as am, settingsMessages as m } from './settings.texts';
import { campaignViews, dashboardLayouts, isValidTimeZone, languageCodes, profileVisibilities } from './settings-options';
import type { UserSettings } from './user-settings';

/** Optional text: empty is fine, anything else must pass the rule. */
const optionalText = () => yup.string().trim().defined().default('');

// The one phone rule lives in ../validation/phone.rules (every phone field uses it); re-exported for old imports.
export { phonePattern, stripPhone } from '../validation/phone.rules';
/** SPEC §5 URL: must start with http:// or https:// and name a host. */
export const httpUrlPattern = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

const profileSchema = yup.object({
  displayName: optionalText()
    .test('length', m.displayNameLength, (v) => !v || (v.length >= 3 && v.length <= 30))
    .test('pattern', m.displayNamePattern, (v) => !v || /^[A-Za-z0-9._-]+$/.test(v)),
  bio: optionalText().test('length', m.bioLength, (v) => !v || (v.length >= 10 && v.length <= 500)),
  location: optionalText().max(100, m.locationTooLong),
  website: optionalText().test('url', m.websiteInvalid, (v) => !v || (v.length <= 2048 && httpUrlPattern.test(v))),
  phoneNumber: optionalText().test('phone', m.phoneInvalid, isOptionalPhone),
  language: yup.string().defined().oneOf(Object.keys(languageCodes), m.languageInvalid),
  timezone: yup.string().defined().test('timezone', m.timezoneInvalid, (v) => isValidTimeZone(v ?? '')),
});

const flag = () => yup.boolean().defined().strict();

/** The whole settings document (SPEC §3 groups), validated the same way by the form and by PUT accounts/settings/. */
export const userSettingsSchema = yup.object({
  profile: profileSchema,
  notifications: yup.object({
    email: flag(), push: flag(), sms: flag(), campaignUpdates: flag(), paymentAlerts: flag(), weeklyDigest: flag(), marketingEmails: flag(),
  }),
  privacy: yup.object({
    profileVisibility: yup.string().defined().oneOf(profileVisibilities, m.profileVisibilityInvalid),
    showEmail: flag(), showPhone: flag(), showLocation: flag(), allowDataCollection: flag(), allowThirdPartySharing: flag(),
  }),
  ui: yup.object({
    compactMode: flag(),
    showOnboarding: flag(),
    defaultCampaignView: yup.string().defined().oneOf(campaignViews, m.choiceInvalid),
    dashboardLayout: yup.string().defined().oneOf(dashboardLayouts, m.choiceInvalid),
    autoPlayVideos: flag(), animationsEnabled: flag(), highContrastMode: flag(),
  }),
});

/** Every problem of a settings document by dotted camelCase path ('profile.displayName'), empty when valid. */
export const userSettingsProblems = (settings: UserSettings) => schemaProblems(userSettingsSchema, settings);

/**
 * SPEC §5 account deletion: the exact text 'DELETE MY ACCOUNT', the password (or, for an account without one,
 * its e-mail address; `hasPassword` tells which), an optional reason of at most 500 characters.
 */
export const accountDeletionSchema = yup.object({
  confirmation: yup
    .string()
    .defined()
    .required(am.confirmationRequired)
    .test('exact', am.confirmationMismatch, (v) => !v || v === am.confirmationPhrase),
  hasPassword: yup.boolean().defined(),
  password: yup.string().defined().when('hasPassword', {
    is: true,
    then: (schema) => schema.required(am.passwordRequired),
  }),
  email: yup.string().defined().when('hasPassword', {
    is: false,
    then: (schema) => schema.trim().required(am.emailRequired).email(vm.emailInvalid),
  }),
  reason: yup.string().defined().max(accountLimits.deletionReasonMax, am.reasonTooLong),
});
export type AccountDeletionValues = yup.InferType<typeof accountDeletionSchema>;

