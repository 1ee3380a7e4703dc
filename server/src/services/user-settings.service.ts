import type { Static } from '@sinclair/typebox';
import { userSettingsProblems } from '../../../src/domain/settings/user-settings.schema';
import { settingsFromApi, settingsPathToApi, settingsToApi } from '../../../src/domain/settings/user-settings.mapper';
import { validationFailed } from '../plugins/api-error';
import type { InfluencersRepository } from '../repositories/influencers.repository';
import type { UserSettingsRepository } from '../repositories/user-settings.repository';
import type { UserSettingsDocument, UserSettingsResponse } from '../routes/api/v1/accounts/settings.schema';

type SettingsResponse = Static<typeof UserSettingsResponse>;
type SettingsDocument = Static<typeof UserSettingsDocument>;

/**
 * Stored user settings (SPEC §3): defaults merged with what the user saved; validated by the domain schema.
 * One display name (docs/profiles-and-names.md): an influencer's profile display name is the settings display
 * name. Settings read it from the profile and a save writes it there; only an account without an influencer
 * profile (a brand, an influencer before setup) keeps its own in the settings document.
 */
export function createUserSettingsService(deps: {
  userSettings: UserSettingsRepository;
  influencers?: Pick<InfluencersRepository, 'findByUserId' | 'update'>;
}) {
  const profileOf = async (userId: string) => (deps.influencers ? deps.influencers.findByUserId(userId) : null);

  /** The document with the influencer profile's display name in it, when there is one. */
  function withProfileName(settings: SettingsDocument, profileName: string | null | undefined): SettingsDocument {
    return profileName ? ({ ...settings, profile: { ...settings.profile, display_name: profileName } } as SettingsDocument) : settings;
  }

  async function get(userId: string): Promise<SettingsResponse> {
    const [row, profile] = await Promise.all([deps.userSettings.find(userId), profileOf(userId)]);
    return {
      settings: withProfileName(settingsToApi(settingsFromApi(row?.settings)) as SettingsDocument, profile?.displayName),
      updated_at: row ? row.updatedAt.toISOString() : null,
    };
  }

  /** PUT: the whole document; every rule failure is reported by API field path ('profile.display_name'). */
  async function replace(userId: string, document: SettingsDocument): Promise<SettingsResponse> {
    const settings = settingsFromApi(document);
    const problems = userSettingsProblems(settings);
    if (Object.keys(problems).length > 0) {
      throw validationFailed(Object.fromEntries(Object.entries(problems).map(([path, messages]) => [settingsPathToApi(path), messages])));
    }
    // Stored as validated and trimmed, so a later read returns exactly what the rules accepted.
    const trimmed = { ...settings, profile: Object.fromEntries(Object.entries(settings.profile).map(([k, v]) => [k, v.trim()])) };
    // A display name saved here is the influencer profile's (brand views and the profile show it); an emptied field
    // cannot clear a name the profile requires, so the profile keeps its own and the answer shows it.
    const profile = await profileOf(userId);
    const displayName = trimmed.profile.displayName ?? '';
    const saved = profile && displayName && displayName !== profile.displayName ? await deps.influencers?.update(profile.id, { displayName }) : profile;
    const row = await deps.userSettings.save(userId, settingsToApi(trimmed as typeof settings));
    return { settings: withProfileName(row.settings as SettingsDocument, saved?.displayName), updated_at: row.updatedAt.toISOString() };
  }

  return { get, replace };
}

export type UserSettingsService = ReturnType<typeof createUserSettingsService>;
