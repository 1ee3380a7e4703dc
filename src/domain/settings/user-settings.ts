/**
 * SPEC §3 "User settings defaults" and "Dashboard view preferences". Where SPEC names a field without a
 * value we chose one (docs/spa.md, "Settings defaults"): opt-in for anything that shares data or sends
 * marketing, on for what a user expects to work out of the box.
 */
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];

export interface UserSettings {
  profile: {
    displayName: string;
    bio: string;
    location: string;
    website: string;
    phoneNumber: string;
    language: string;
    timezone: string;
  };
  notifications: {
    email: boolean;
    push: boolean;
    sms: boolean;
    campaignUpdates: boolean;
    paymentAlerts: boolean;
    weeklyDigest: boolean;
    marketingEmails: boolean;
  };
  privacy: {
    profileVisibility: 'public' | 'brands_only' | 'connections_only' | 'private';
    showEmail: boolean;
    showPhone: boolean;
    showLocation: boolean;
    allowDataCollection: boolean;
    allowThirdPartySharing: boolean;
  };
  ui: {
    compactMode: boolean;
    showOnboarding: boolean;
    defaultCampaignView: 'grid' | 'list';
    dashboardLayout: 'default' | 'compact';
    autoPlayVideos: boolean;
    animationsEnabled: boolean;
    highContrastMode: boolean;
  };
}

export const defaultUserSettings: UserSettings = {
  profile: { displayName: '', bio: '', location: '', website: '', phoneNumber: '', language: 'en', timezone: 'UTC' },
  notifications: {
    email: true,
    push: true,
    sms: false,
    campaignUpdates: true,
    paymentAlerts: true,
    weeklyDigest: false,
    marketingEmails: false,
  },
  privacy: {
    profileVisibility: 'public',
    showEmail: false,
    showPhone: false,
    showLocation: true,
    allowDataCollection: false,
    allowThirdPartySharing: false,
  },
  ui: {
    compactMode: false,
    showOnboarding: true,
    defaultCampaignView: 'grid',
    dashboardLayout: 'default',
    autoPlayVideos: false,
    animationsEnabled: true,
    highContrastMode: false,
  },
};

export interface DashboardPreferences {
  layout: 'grid' | 'list';
  density: 'comfortable' | 'compact';
  showMetrics: boolean;
  showInfluencers: boolean;
  metricsTimeframe: 'daily' | 'weekly' | 'monthly';
  defaultTab: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

export const defaultDashboardPreferences: DashboardPreferences = {
  layout: 'grid',
  density: 'comfortable',
  showMetrics: true,
  showInfluencers: true,
  metricsTimeframe: 'weekly',
  defaultTab: 'overview',
  sortBy: 'created_at',
  sortOrder: 'desc',
};
