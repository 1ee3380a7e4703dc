import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's register() for a FormTextField (or PasswordField): the ref goes to the <input> (inputRef), and the
 * field's validation message becomes its helper text.
 */
export function textFieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) {
  const { ref, ...registered } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...registered, inputRef: ref, error: Boolean(message), helperText: message };
}

/** Validate on submit, then re-validate on change (SPEC §5 form behaviour). */
export const formModes = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
