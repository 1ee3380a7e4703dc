import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useGetUserSettingsQuery, useUpdateUserSettingsMutation } from '../../api/enhanced-api';
import type { UpdateUserSettingsBody } from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { accountMessages } from '../../domain/settings/settings.texts';
import type { UserSettings } from '../../domain/settings/user-settings';
import { settingsFromApi, settingsToApi } from '../../domain/settings/user-settings.mapper';
import {
  selectSettingsDirty,
  selectSettingsForm,
  selectSettingsLastSavedAt,
  settingsFormChanged,
  settingsFormReset,
  settingsLoaded,
  settingsSaved,
} from '../settings/settings.slice';
import { apiFieldErrors } from './api-field-errors';

/**
 * /settings state: the document from GET accounts/settings/ goes into the settings slice (unless the user is
 * mid-edit), edits mark the slice dirty, Save PUTs the form and records the save time (SPEC §4).
 */
export function useUserSettings() {
  const dispatch = useDispatch();
  const query = useGetUserSettingsQuery();
  const [update, mutation] = useUpdateUserSettingsMutation();
  const form = useSelector(selectSettingsForm);
  const isDirty = useSelector(selectSettingsDirty);
  const lastSavedAt = useSelector(selectSettingsLastSavedAt);
  const { data } = query;
  // Bumped whenever the form must start over from the store (loaded, saved, discarded).
  const [resetCount, setResetCount] = useState(0);
  const restart = useCallback(() => setResetCount((count) => count + 1), []);
  // The form shows once the loaded document is in the store, never a frame of defaults before it.
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    if (!data) return;
    setSynced(true);
    if (isDirty) return;
    dispatch(settingsLoaded(settingsFromApi(data.settings), data.updated_at));
    restart();
    // Only new server data reloads the form; a later edit must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, dispatch, restart]);

  const onFieldChange = useCallback(
    <G extends keyof UserSettings>(group: G, changes: Partial<UserSettings[G]>) => dispatch(settingsFormChanged(group, changes)),
    [dispatch],
  );

  const save = useCallback(
    async (values: UserSettings) => {
      const body = { settings: settingsToApi(values) } as unknown as UpdateUserSettingsBody;
      const result = await update({ updateUserSettingsBody: body });
      // A failure already toasts through the failed-mutation saga; field errors go under the fields.
      if ('error' in result) return apiFieldErrors(result.error);
      dispatch(settingsSaved(new Date(result.data.updated_at ?? Date.now()), settingsFromApi(result.data.settings)));
      restart();
      notify.success(accountMessages.settingsSaved);
      return undefined;
    },
    [dispatch, update, restart],
  );

  const discard = useCallback(() => {
    dispatch(settingsFormReset());
    restart();
  }, [dispatch, restart]);

  return {
    status: data && synced ? ('ready' as const) : query.isError ? ('error' as const) : ('loading' as const),
    retry: query.refetch,
    form,
    resetKey: String(resetCount),
    isDirty,
    lastSavedAt,
    saving: mutation.isLoading,
    onFieldChange,
    save,
    discard,
  };
}
