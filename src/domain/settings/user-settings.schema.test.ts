import { validationMessages } from '../messages';
import { accountDeletionSchema, userSettingsProblems } from './user-settings.schema';
import { defaultUserSettings, type UserSettings } from './user-settings';
import { settingsFromApi, settingsPathToApi, settingsToApi } from './user-settings.mapper';
import { accountMessages, settingsMessages } from './settings.texts';
import { isValidTimeZone } from './settings-options';

const withProfile = (profile: Partial<UserSettings['profile']>): UserSettings => ({
  ...defaultUserSettings,
  profile: { ...defaultUserSettings.profile, ...profile },
});

describe('user settings schema', () => {
  it('accepts the SPEC §3 defaults', () => {
    expect(userSettingsProblems(defaultUserSettings)).toEqual({});
  });

  it.each([
    ['displayName', 'ab', settingsMessages.displayNameLength],
    ['displayName', 'a'.repeat(31), settingsMessages.displayNameLength],
    ['displayName', 'has space', settingsMessages.displayNamePattern],
    ['displayName', 'émile!', settingsMessages.displayNamePattern],
    ['bio', 'too short', settingsMessages.bioLength],
    ['bio', 'b'.repeat(501), settingsMessages.bioLength],
    ['location', 'l'.repeat(101), settingsMessages.locationTooLong],
    ['website', 'example.com', 'Please enter a valid URL.'],
    ['website', 'ftp://example.com', 'Please enter a valid URL.'],
    ['phoneNumber', '12345', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
    ['phoneNumber', '+44 abc 123', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
    // The shared phone rule of every phone field: a number without its country code is refused.
    ['phoneNumber', '98765 43210', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
    ['language', 'xx', settingsMessages.languageInvalid],
    ['timezone', 'Mars/Olympus', settingsMessages.timezoneInvalid],
    ['timezone', '', settingsMessages.timezoneInvalid],
  ] as const)('profile.%s = %j -> %s', (field, value, message) => {
    expect(userSettingsProblems(withProfile({ [field]: value }))).toEqual({ [`profile.${field}`]: [message] });
  });

  it.each([
    ['displayName', 'asha.k_99'],
    ['bio', 'Travel and food stories.'],
    ['website', 'https://asha.example.com/about'],
    ['phoneNumber', '+91 98765 43210'],
    ['language', 'hi'],
    ['timezone', 'Asia/Kolkata'],
    ['displayName', ''],
  ] as const)('profile.%s = %j is accepted', (field, value) => {
    expect(userSettingsProblems(withProfile({ [field]: value }))).toEqual({});
  });

  it('the URL message is the SPEC §5 shared form message; the phone message is the one phone rule\'s (with an example)', () => {
    expect(settingsMessages.websiteInvalid).toBe(validationMessages.urlInvalid);
    expect(settingsMessages.phoneInvalid).toBe(validationMessages.phoneWithCountryCode);
  });

  it('privacy visibility is one of the SPEC §5 influencer options or connections_only', () => {
    for (const visibility of ['public', 'brands_only', 'connections_only', 'private'] as const) {
      const settings = { ...defaultUserSettings, privacy: { ...defaultUserSettings.privacy, profileVisibility: visibility } };
      expect(userSettingsProblems(settings)).toEqual({});
    }
    const bad = { ...defaultUserSettings, privacy: { ...defaultUserSettings.privacy, profileVisibility: 'everyone' } };
    expect(userSettingsProblems(bad as UserSettings)).toEqual({ 'privacy.profileVisibility': [settingsMessages.profileVisibilityInvalid] });
  });

  it('time zones are checked against the runtime IANA database', () => {
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
  });
});

describe('settings mapper', () => {
  it('round-trips through the snake_case API shape', () => {
    const api = settingsToApi(defaultUserSettings);
    expect(api.profile).toMatchObject({ display_name: '', phone_number: '', language: 'en', timezone: 'UTC' });
    expect(api.privacy).toMatchObject({ profile_visibility: 'public', allow_third_party_sharing: false });
    expect(settingsFromApi(api)).toEqual(defaultUserSettings);
  });

  it('fills missing fields with the defaults and drops unknown or mistyped ones', () => {
    const settings = settingsFromApi({ ui: { compact_mode: true, surprise: 1 }, notifications: { sms: 'yes' } });
    expect(settings.ui.compactMode).toBe(true);
    expect(settings.notifications.sms).toBe(false);
    expect(settings.profile).toEqual(defaultUserSettings.profile);
    expect(settingsPathToApi('profile.displayName')).toBe('profile.display_name');
  });
});

describe('account deletion schema', () => {
  const valid = { confirmation: 'DELETE MY ACCOUNT', hasPassword: true, password: 'secret', email: '', reason: '' };
  const problems = (values: object) => {
    try {
      accountDeletionSchema.validateSync(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('accepts the exact phrase with a password', () => {
    expect(problems(valid)).toEqual([]);
    expect(accountMessages.confirmationPhrase).toBe('DELETE MY ACCOUNT');
  });

  it.each([
    ['confirmation', '', accountMessages.confirmationRequired],
    ['confirmation', 'delete my account', accountMessages.confirmationMismatch],
    ['confirmation', 'DELETE MY ACCOUNT ', accountMessages.confirmationMismatch],
    ['password', '', 'Password is required'],
    ['reason', 'r'.repeat(501), accountMessages.reasonTooLong],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(problems({ ...valid, [field]: value })).toEqual([message]);
  });

  it('a reason of exactly 500 characters is fine', () => {
    expect(problems({ ...valid, reason: 'r'.repeat(500) })).toEqual([]);
  });

  it('an account without a password confirms with its e-mail instead', () => {
    expect(problems({ ...valid, hasPassword: false, password: '', email: 'a@b.co' })).toEqual([]);
    expect(problems({ ...valid, hasPassword: false, password: '', email: '' })).toEqual([accountMessages.emailRequired]);
  });
});
