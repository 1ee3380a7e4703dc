import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectOption } from '../../components/select-option/select-option.component';

/** The first message of a field error, also of a list whose items failed (react-hook-form nests those). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    // `ref` is the field's DOM element, never a message.
    const found = key === 'ref' ? undefined : firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

export function SelectField<T extends FieldValues>({ control, name, label, disabled, options, required }: FieldProps<T> & {
  options: ReadonlyArray<readonly [string, string]>;
  required?: boolean;
}) {
  return (
    <Controller control={control} name={name} render={({ field: { ref, ...field }, fieldState }) => (
      <TextField select fullWidth required={required} label={label} inputRef={ref} {...field} value={field.value ?? ''}
        disabled={disabled} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
        {options.map(([value, text]) => <SelectOption key={value} value={value}>{text}</SelectOption>)}
      </TextField>
    )} />
  );
}

/** Several checkboxes writing one list of values. */
export function CheckboxGroupField<T extends FieldValues>({ control, name, label, disabled, options, onToggle }: FieldProps<T> & {
  options: ReadonlyArray<readonly [string, string]>;
  /** Called with the new list after a click (e.g. to tidy dependent fields). */
  onToggle?: (values: string[]) => void;
}) {
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => {
      const chosen = (field.value ?? []) as string[];
      const toggle = (value: string) => {
        const next = chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
        field.onChange(next);
        onToggle?.(next);
      };
      return (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {options.map(([value, text], index) => (
              <FormControlLabel key={value} label={text} control={
                <Checkbox checked={chosen.includes(value)} onChange={() => toggle(value)}
                  slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
              } />
            ))}
          </FormGroup>
          {fieldState.error ? <FormHelperText>{firstMessage(fieldState.error)}</FormHelperText> : null}
        </FormControl>
      );
    }} />
  );
}
