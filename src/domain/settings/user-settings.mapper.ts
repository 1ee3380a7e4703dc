import { defaultUserSettings, type UserSettings } from './user-settings';

type Group = keyof UserSettings;
const groups = Object.keys(defaultUserSettings) as Group[];

const toSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The API's snake_case settings document (`{profile: {display_name, ...}, ...}`). */
export type ApiUserSettings = Record<Group, Record<string, unknown>>;

/** camelCase document -> the API's snake_case JSON (SPEC: JSON is snake_case). */
export function settingsToApi(settings: UserSettings): ApiUserSettings {
  const result = {} as ApiUserSettings;
  for (const group of groups) {
    result[group] = Object.fromEntries(Object.entries(settings[group]).map(([key, value]) => [toSnake(key), value]));
  }
  return result;
}

/**
 * snake_case JSON -> camelCase document, over the defaults: unknown keys are dropped and a missing group or
 * field keeps its SPEC §3 default (a stored document written before a field existed still reads whole).
 */
export function settingsFromApi(api: Partial<Record<string, unknown>> | null | undefined): UserSettings {
  const result = JSON.parse(JSON.stringify(defaultUserSettings)) as unknown as Record<Group, Record<string, unknown>>;
  for (const group of groups) {
    const source = api?.[group];
    if (!source || typeof source !== 'object') continue;
    for (const key of Object.keys(result[group])) {
      const value = (source as Record<string, unknown>)[toSnake(key)];
      if (value !== undefined && typeof value === typeof result[group][key]) result[group][key] = value;
    }
  }
  return result as unknown as UserSettings;
}

/** Dotted camelCase paths ('profile.displayName') -> the API's field names ('profile.display_name'). */
export const settingsPathToApi = (path: string) => path.split('.').map(toSnake).join('.');
