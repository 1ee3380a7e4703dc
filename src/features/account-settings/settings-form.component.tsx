import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { campaignViews, dashboardLayouts, profileVisibilities } from '../../domain/settings/settings-options';
import type { UserSettings } from '../../domain/settings/user-settings';
import { lazyYupResolver } from '../../components/lazy-resolver/lazy-yup-resolver';
import { formModes } from '../auth/components/form-field-props';
import { ChoiceField } from './choice-field.component';
import { ProfileSettingsFields } from './profile-settings-fields.component';
import { SettingsSaveBar } from './settings-save-bar.component';
import { SettingsSection } from './settings-section.component';
import { notificationLabels, privacyLabels, profileVisibilityLabel, settingsTexts, uiChoiceLabels, uiLabels, visibilityLabels } from './settings-labels';
import { SwitchGroup } from './switch-group.component';
import { ThemePreferenceField } from './theme-preference-field.component';

type Group = keyof UserSettings;

export interface SettingsFormProps {
  /** The form as the store holds it (edits survive leaving the page). */
  values: UserSettings;
  /** Changes whenever the form must start over from `values` (loaded, saved, discarded). */
  resetKey: string;
  isDirty: boolean;
  saving: boolean;
  lastSavedAt: string | null;
  onFieldChange: (group: Group, changes: Partial<UserSettings[Group]>) => void;
  /** Resolves with field errors ('profile.displayName' -> message) when the server refused the document. */
  onSubmit: (values: UserSettings) => Promise<Record<string, string> | void>;
  onDiscard: () => void;
  /** The account's name as the shell shows it (read-only here; docs/profiles-and-names.md). */
  accountName?: string | null;
  /** Shown under the notification switches: whether invitation e-mails reach the address (outside the form's values). */
  notificationsExtra?: ReactNode;
}

// The rules (yup) load on the first validation, not with the page (docs/performance.md).
const resolver = lazyYupResolver<UserSettings>(() => import('../../domain/settings/user-settings.schema').then((m) => m.userSettingsSchema));

/** The four settings groups of SPEC §3 with Save / Discard; validation on submit, then on change (SPEC §5). */
export function SettingsForm({ values, resetKey, isDirty, saving, lastSavedAt, onFieldChange, onSubmit, onDiscard, accountName, notificationsExtra }: SettingsFormProps) {
  const form = useForm<UserSettings>({ resolver, defaultValues: values, ...formModes });
  const { control, watch, reset, setError, handleSubmit } = form;

  // eslint-disable-next-line react-hooks/exhaustive-deps -- only an explicit reset point restarts the form
  useEffect(() => reset(values), [resetKey]);

  useEffect(() => {
    const subscription = watch((all, { name }) => {
      if (!name) return;
      const [group, key] = name.split('.') as [Group, string];
      if (!key) return;
      onFieldChange(group, { [key]: (all[group] as Record<string, unknown>)[key] } as Partial<UserSettings[Group]>);
    });
    return () => subscription.unsubscribe();
  }, [watch, onFieldChange]);

  const submit = handleSubmit(async (submitted) => {
    const problems = await onSubmit(submitted);
    for (const [path, message] of Object.entries(problems ?? {})) setError(path as FieldPath<UserSettings>, { message });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="Settings">
      <SettingsSection title={settingsTexts.profileHeading} hint={settingsTexts.profileHint}>
        <ProfileSettingsFields form={form} disabled={saving} accountName={accountName} />
      </SettingsSection>
      <SettingsSection title={settingsTexts.notificationsHeading}>
        <SwitchGroup control={control} group="notifications" labels={notificationLabels} disabled={saving} />
        {notificationsExtra}
      </SettingsSection>
      <SettingsSection title={settingsTexts.privacyHeading}>
        <ChoiceField control={control} name="privacy.profileVisibility" label={profileVisibilityLabel} disabled={saving}
          options={profileVisibilities.map((option) => [option, visibilityLabels[option]] as const)} />
        <SwitchGroup control={control} group="privacy" labels={privacyLabels} disabled={saving} />
      </SettingsSection>
      <SettingsSection title={settingsTexts.uiHeading}>
        {/* A CSS grid: three columns from sm up, as Grid's size 4 items (MUI Grid stays off /settings). */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <Box>
            <ThemePreferenceField />
          </Box>
          <Box>
            <ChoiceField control={control} name="ui.defaultCampaignView" label={uiChoiceLabels.defaultCampaignView} disabled={saving}
              options={campaignViews.map((option) => [option, uiChoiceLabels[option]] as const)} />
          </Box>
          <Box>
            <ChoiceField control={control} name="ui.dashboardLayout" label={uiChoiceLabels.dashboardLayout} disabled={saving}
              options={dashboardLayouts.map((option) => [option, uiChoiceLabels[option]] as const)} />
          </Box>
        </Box>
        <SwitchGroup control={control} group="ui" labels={uiLabels} disabled={saving} />
      </SettingsSection>
      <SettingsSaveBar isDirty={isDirty} saving={saving} lastSavedAt={lastSavedAt} onDiscard={onDiscard} />
    </Stack>
  );
}
