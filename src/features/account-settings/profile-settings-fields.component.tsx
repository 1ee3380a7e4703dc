import { useMemo } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { LazyAutocomplete } from '../../components/lazy-autocomplete/lazy-autocomplete.component';
import { languageCodes, timeZoneChoices } from '../../domain/settings/settings-options';
import type { UserSettings } from '../../domain/settings/user-settings';
import { profileLabels, settingsTexts } from './settings-labels';
import { SelectOption } from '../../components/select-option/select-option.component';

type TextKey = 'displayName' | 'location' | 'website' | 'phoneNumber';
const textFields: Array<{ key: TextKey; type?: string; autoComplete?: string; placeholder?: string }> = [
  { key: 'displayName', autoComplete: 'nickname' },
  { key: 'location', autoComplete: 'address-level2' },
  { key: 'website', type: 'url', autoComplete: 'url', placeholder: 'https://' },
  { key: 'phoneNumber', type: 'tel', autoComplete: 'tel', placeholder: '+91 98765 43210' },
];

/** The profile group of the settings (SPEC §3): texts, language and IANA time zone. */
export function ProfileSettingsFields({ form, disabled, accountName }: { form: UseFormReturn<UserSettings>; disabled?: boolean; accountName?: string | null }) {
  const { register, control, formState } = form;
  const errors = formState.errors.profile;
  const zones = useMemo(() => timeZoneChoices(), []);
  const field = (key: keyof UserSettings['profile']) => {
    const { ref, ...rest } = register(`profile.${key}`);
    return { ...rest, inputRef: ref, error: Boolean(errors?.[key]), helperText: errors?.[key]?.message, disabled, fullWidth: true };
  };
  return (
    // A CSS grid: two columns from sm up, as Grid's size 6 items (MUI Grid stays off /settings, docs/performance.md).
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {accountName ? (
        // The name the shell shows, so the person sees here the same name as everywhere else (not a settings field).
        <Box>
          <TextField label={settingsTexts.accountName} value={accountName} helperText={settingsTexts.accountNameHint} fullWidth
            slotProps={{ input: { readOnly: true } }} />
        </Box>
      ) : null}
      {textFields.map(({ key, ...props }) => (
        <Box key={key}>
          <TextField label={profileLabels[key]} {...props} {...field(key)} />
        </Box>
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField label={profileLabels.bio} multiline minRows={3} {...field('bio')} />
      </Box>
      <Box>
        <Controller
          control={control}
          name="profile.language"
          render={({ field: { ref, ...rest }, fieldState }) => (
            <TextField select label={profileLabels.language} inputRef={ref} {...rest} error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message} disabled={disabled} fullWidth>
              {Object.entries(languageCodes).map(([code, name]) => (
                <SelectOption key={code} value={code}>
                  {name}
                </SelectOption>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Box>
        <Controller
          control={control}
          name="profile.timezone"
          render={({ field: { ref, onChange, value, onBlur }, fieldState }) => (
            // Autocomplete itself loads when the field is first focused (docs/performance.md).
            <LazyAutocomplete
              options={zones}
              value={value || null}
              onChange={(_event, zone) => onChange(zone ?? '')}
              onBlur={onBlur}
              disabled={disabled}
              disableClearable={Boolean(value)}
              renderInput={(params) => (
                <TextField {...params} inputRef={ref} label={profileLabels.timezone} error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message} />
              )}
            />
          )}
        />
      </Box>
    </Box>
  );
}
