import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { UserSettings } from '../../domain/settings/user-settings';
import { SelectOption } from '../../components/select-option/select-option.component';

/** A select bound to one choice of the settings document (privacy visibility, campaign view, layout). */
export function ChoiceField({
  control,
  name,
  label,
  options,
  disabled,
}: {
  control: Control<UserSettings>;
  name: FieldPath<UserSettings>;
  label: string;
  options: ReadonlyArray<readonly [string, string]>;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...rest }, fieldState }) => (
        <TextField select label={label} inputRef={ref} value={String(value)} {...rest} error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message} disabled={disabled} fullWidth>
          {options.map(([option, text]) => (
            <SelectOption key={option} value={option}>
              {text}
            </SelectOption>
          ))}
        </TextField>
      )}
    />
  );
}
