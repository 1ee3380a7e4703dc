import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { UserSettings } from '../../domain/settings/user-settings';

/** One on/off switch per flag of a settings group, e.g. `group="notifications"`. */
export function SwitchGroup<G extends keyof UserSettings>({
  control,
  group,
  labels,
  disabled,
}: {
  control: Control<UserSettings>;
  group: G;
  labels: Partial<Record<keyof UserSettings[G], string>>;
  disabled?: boolean;
}) {
  return (
    <FormGroup>
      {(Object.entries(labels) as Array<[string, string]>).map(([key, label]) => (
        <Controller
          key={key}
          control={control}
          name={`${group}.${key}` as FieldPath<UserSettings>}
          render={({ field }) => (
            <FormControlLabel
              label={label}
              disabled={disabled}
              control={
                <Switch
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
      ))}
    </FormGroup>
  );
}
