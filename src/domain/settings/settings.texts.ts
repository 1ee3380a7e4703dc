import { validationMessages } from '../messages';

/**
 * Messages of the settings form and the account danger zone. SPEC §5 quotes the URL and phone texts
 * (kept in messages.ts); the others are ours, written in the same style (docs/settings-and-account.md).
 */
export const settingsMessages = {
  displayNameLength: 'Display name must be between 3 and 30 characters',
  displayNamePattern: 'Display name can only contain letters, numbers, dots, dashes and underscores',
  bioLength: 'Bio must be between 10 and 500 characters',
  locationTooLong: 'Location must be at most 100 characters',
  websiteInvalid: validationMessages.urlInvalid,
  phoneInvalid: validationMessages.phoneWithCountryCode,
  languageInvalid: 'Choose one of the supported languages',
  timezoneInvalid: 'Choose a valid time zone',
  profileVisibilityInvalid: 'Choose public, brands only, connections only or private',
  choiceInvalid: 'Choose one of the listed options',
} as const;

export const accountMessages = {
  confirmationPhrase: 'DELETE MY ACCOUNT',
  confirmationRequired: 'Type DELETE MY ACCOUNT to confirm',
  confirmationMismatch: 'Type DELETE MY ACCOUNT exactly as shown',
  passwordRequired: validationMessages.passwordRequired,
  wrongPassword: 'The password is incorrect.',
  emailRequired: 'Type the e-mail address of this account to confirm',
  emailMismatch: 'This is not the e-mail address of this account',
  reasonTooLong: 'Reason must be at most 500 characters',
  wrongCurrentPassword: 'Current password is incorrect.',
  passwordChanged: 'Password changed.',
  accountDeleted: 'Your account has been deleted.',
  settingsSaved: 'Settings saved.',
  settingsLoadFailed: 'Failed to load settings',
} as const;

export const accountLimits = { deletionReasonMax: 500 } as const;
