import type { Static } from '@sinclair/typebox';
import { userSettingsProblems } from '../../../src/domain/settings/user-settings.schema';
import { settingsFromApi, settingsPathToApi, settingsToApi } from '../../../src/domain/settings/user-settings.mapper';
import { validationFailed } from '../plugins/api-error';
import type { UserSettingsRepository } from '../repositories/user-settings.repository';
import type { UserSettingsDocument, UserSettingsResponse } from '../routes/api/v1/accounts/settings.schema';

type SettingsResponse = Static<typeof UserSettingsResponse>;
type SettingsDocument = Static<typeof UserSettingsDocument>;

/** Stored user settings (SPEC §3): defaults merged with what the user saved; validated by the domain schema. */
export function createUserSettingsService(deps: { userSettings: UserSettingsRepository }) {
  async function get(userId: string): Promise<SettingsResponse> {
    const row = await deps.userSettings.find(userId);
    return {
      settings: settingsToApi(settingsFromApi(row?.settings)) as SettingsDocument,
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
    const row = await deps.userSettings.save(userId, settingsToApi(trimmed as typeof settings));
    return { settings: row.settings as SettingsDocument, updated_at: row.updatedAt.toISOString() };
  }

  return { get, replace };
}

export type UserSettingsService = ReturnType<typeof createUserSettingsService>;
