import { FormTextField, type FormTextFieldProps } from '../../../components/form-text-field/form-text-field.component';

export type CodeFieldProps = Omit<FormTextFieldProps, 'onChange' | 'value' | 'inputProps' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  /** Backup codes are letters and digits with a dash; verification codes are 6 digits. */
  kind?: 'digits' | 'backup';
};

/** A one-time code input: numeric keyboard, the browser's one-time-code autofill, digits only for 6-digit codes. */
export function CodeField({ value, onChange, kind = 'digits', ...props }: CodeFieldProps) {
  const digits = kind === 'digits';
  return (
    <FormTextField
      {...props}
      value={value}
      onChange={(event) => onChange(digits ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value.slice(0, 20))}
      autoComplete="one-time-code"
      inputProps={{
        inputMode: digits ? 'numeric' : 'text',
        maxLength: digits ? 6 : 20,
        spellCheck: false,
        style: { letterSpacing: digits ? '0.3em' : '0.1em', fontVariantNumeric: 'tabular-nums' },
      }}
    />
  );
}
