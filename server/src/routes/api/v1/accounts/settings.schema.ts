import { Type, type TSchema } from '@sinclair/typebox';
import { campaignViews, dashboardLayouts, profileVisibilities } from '../../../../../../src/domain/settings/settings-options';
import { Nullable, ref, StringEnum } from '../shared.schema';

const group = <P extends Record<string, TSchema>>(id: string, properties: P) =>
  Type.Object(properties, { $id: id, additionalProperties: false });
const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const ProfileSettings = group('ProfileSettings', {
  display_name: text(100, 'Empty or 3-30 letters, digits, dots, dashes, underscores.'),
  bio: text(1000, 'Empty or 10-500 characters.'),
  location: text(200),
  website: text(2048, 'Empty or an http(s) URL.'),
  phone_number: text(40, 'Empty or international format; spaces are ignored.'),
  language: text(8, 'ISO 639-1 code of one of the 34 languages, default en.'),
  timezone: text(64, 'IANA time zone, default UTC.'),
});

export const NotificationSettings = group('NotificationSettings', {
  email: Type.Boolean(),
  push: Type.Boolean(),
  sms: Type.Boolean(),
  campaign_updates: Type.Boolean(),
  payment_alerts: Type.Boolean(),
  weekly_digest: Type.Boolean(),
  marketing_emails: Type.Boolean(),
});

export const PrivacySettings = group('PrivacySettings', {
  profile_visibility: StringEnum(profileVisibilities),
  show_email: Type.Boolean(),
  show_phone: Type.Boolean(),
  show_location: Type.Boolean(),
  allow_data_collection: Type.Boolean(),
  allow_third_party_sharing: Type.Boolean(),
});

export const UiSettings = group('UiSettings', {
  compact_mode: Type.Boolean(),
  show_onboarding: Type.Boolean(),
  default_campaign_view: StringEnum(campaignViews),
  dashboard_layout: StringEnum(dashboardLayouts),
  auto_play_videos: Type.Boolean(),
  animations_enabled: Type.Boolean(),
  high_contrast_mode: Type.Boolean(),
});

export const UserSettingsDocument = Type.Object(
  {
    profile: ref(ProfileSettings),
    notifications: ref(NotificationSettings),
    privacy: ref(PrivacySettings),
    ui: ref(UiSettings),
  },
  { $id: 'UserSettingsDocument', additionalProperties: false },
);

export const UserSettingsResponse = Type.Object(
  {
    settings: ref(UserSettingsDocument),
    updated_at: Nullable(Type.String({ format: 'date-time', description: 'Last save; null while only defaults apply.' })),
  },
  { $id: 'UserSettingsResponse', additionalProperties: false },
);

export const UpdateUserSettingsBody = Type.Object(
  { settings: ref(UserSettingsDocument) },
  { $id: 'UpdateUserSettingsBody', additionalProperties: false },
);

export const settingsComponents = [
  ProfileSettings,
  NotificationSettings,
  PrivacySettings,
  UiSettings,
  UserSettingsDocument,
  UserSettingsResponse,
  UpdateUserSettingsBody,
];
