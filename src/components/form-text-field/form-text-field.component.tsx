import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface FormTextFieldProps
  extends Pick<
    OutlinedInputProps,
    | 'name'
    | 'type'
    | 'autoComplete'
    | 'autoFocus'
    | 'placeholder'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onBlur'
    | 'onFocus'
    | 'inputRef'
    | 'startAdornment'
    | 'endAdornment'
    | 'disabled'
    | 'required'
    | 'inputProps'
  > {
  /** The visible label, associated with the input (so `getByLabelText(label)` finds it). */
  label: ReactNode;
  /** Id of the <input>; generated when omitted. */
  id?: string;
  /** Marks the field invalid (red outline and helper text, `aria-invalid`). */
  error?: boolean;
  /** Shown under the input and referenced by its `aria-describedby`, e.g. the validation message. */
  helperText?: ReactNode;
  fullWidth?: boolean;
}

/**
 * An outlined text field built from FormControl + InputLabel + OutlinedInput + FormHelperText. It looks and
 * behaves like MUI's `<TextField variant="outlined">` for a single-line input, without TextField's select,
 * filled and standard variants (Select, Menu, Popover, Modal, FilledInput, Input), which keeps them out of the
 * pages that only need a plain input, such as /login.
 */
export function FormTextField({
  id: idOverride,
  label,
  error = false,
  helperText,
  fullWidth = false,
  disabled,
  required,
  ...inputProps
}: FormTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth} disabled={disabled} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...inputProps} id={id} label={label} fullWidth={fullWidth} aria-describedby={helperTextId} />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
