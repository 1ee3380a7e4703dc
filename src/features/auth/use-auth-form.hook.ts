import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, RulesResult } from '../../domain/validation/auth-form.rules';

/**
 * The sign-in, sign-up and reset forms' state without react-hook-form (it and yup stay out of those pages,
 * docs/performance.md), behaving as those forms did with it (`formModes`: validate on submit, then re-validate on
 * change): nothing is checked before the first submit; a submit checks every field, shows each field's message and
 * focuses the first field in error, or passes the checked (cast) values on; after that, a change re-checks the field
 * changed. The rules are src/domain/validation/auth-form.rules.ts.
 */
export function useAuthForm<T extends { [K in keyof T]: string | boolean }>(defaults: T, check: (values: T) => RulesResult<T>) {
  const [values, setValues] = useState<T>(defaults);
  // The latest values at once: two fields changed before the next render (autofill) must both stay.
  const latest = useRef<T>(defaults);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const submitted = useRef(false);
  const inputs = useRef(new Map<keyof T, HTMLInputElement | null>());

  const change = (name: keyof T & string, value: string | boolean) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (!submitted.current) return;
    const message = check(next).errors[name];
    setErrors((current) => ({ ...current, [name]: message }));
  };

  const common = (name: keyof T & string) => ({
    name,
    inputRef: (element: HTMLInputElement | null) => void inputs.current.set(name, element),
  });

  return {
    values,
    error: (name: keyof T & string) => errors[name],
    /** Props for a FormTextField or PasswordField. */
    field: (name: keyof T & string) => ({
      ...common(name),
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
      error: Boolean(errors[name]),
      helperText: errors[name],
    }),
    /** Props for a Checkbox. */
    checkbox: (name: keyof T & string) => ({
      name,
      checked: Boolean(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.checked),
      slotProps: { input: { ref: common(name).inputRef } },
    }),
    handleSubmit: (onValid: (values: T) => unknown) => async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      const result = check(latest.current);
      setErrors(result.errors);
      const invalid = (Object.keys(defaults) as Array<keyof T & string>).find((name) => result.errors[name]);
      if (invalid) {
        inputs.current.get(invalid)?.focus();
        return;
      }
      await onValid(result.values);
    },
  };
}
