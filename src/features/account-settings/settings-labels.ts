import type { UserSettings } from '../../domain/settings/user-settings';

/** Visible texts of /settings (SPEC names the fields, not their labels). */
export const settingsTexts = {
  profileHeading: 'Profile',
  profileHint: 'How you appear to brands. Leave a field empty to keep it off your profile.',
  notificationsHeading: 'Notifications',
  privacyHeading: 'Privacy',
  uiHeading: 'Display',
  themeLabel: 'Theme',
  themeHint: 'Applies right away on this device.',
  save: 'Save changes',
  saving: 'Saving...',
  discard: 'Discard',
  unsaved: 'Unsaved changes',
  lastSaved: (when: string) => `Last saved ${when}`,
  neverSaved: 'Using the default settings',
  loading: 'Loading settings...',
  retry: 'Retry',
  leaveWarning: 'You have unsaved changes. Leave anyway?',
  payoutHeading: 'Payout details',
  /** The account's name (read-only here: it is the profile's, docs/profiles-and-names.md). */
  accountName: 'Name',
  accountNameHint: 'Shown across InfluenceHub. Change it in My Profile.',
} as const;

export const profileLabels: Record<keyof UserSettings['profile'], string> = {
  displayName: 'Display name',
  bio: 'Bio',
  location: 'Location',
  website: 'Website',
  phoneNumber: 'Phone number',
  language: 'Language',
  timezone: 'Time zone',
};

export const notificationLabels: Record<keyof UserSettings['notifications'], string> = {
  email: 'E-mail notifications',
  push: 'Push notifications',
  sms: 'SMS notifications',
  campaignUpdates: 'Campaign updates',
  paymentAlerts: 'Payment alerts',
  weeklyDigest: 'Weekly digest',
  marketingEmails: 'Marketing e-mails',
};

type PrivacyFlags = Exclude<keyof UserSettings['privacy'], 'profileVisibility'>;
export const privacyLabels: Record<PrivacyFlags, string> = {
  showEmail: 'Show my e-mail address',
  showPhone: 'Show my phone number',
  showLocation: 'Show my location',
  allowDataCollection: 'Allow usage data collection',
  allowThirdPartySharing: 'Allow sharing with third parties',
};

export const visibilityLabels = { public: 'Public', brands_only: 'Brands only', connections_only: 'Connections only', private: 'Private' } as const;
export const profileVisibilityLabel = 'Profile visibility';

type UiFlags = Exclude<keyof UserSettings['ui'], 'defaultCampaignView' | 'dashboardLayout'>;
export const uiLabels: Record<UiFlags, string> = {
  compactMode: 'Compact mode',
  showOnboarding: 'Show onboarding tips',
  autoPlayVideos: 'Auto-play videos',
  animationsEnabled: 'Animations',
  highContrastMode: 'High contrast',
};

export const uiChoiceLabels = {
  defaultCampaignView: 'Default campaign view',
  dashboardLayout: 'Dashboard layout',
  grid: 'Grid',
  list: 'List',
  default: 'Default',
  compact: 'Compact',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
} as const;
