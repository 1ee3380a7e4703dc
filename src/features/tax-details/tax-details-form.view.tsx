import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { lazyYupResolver } from '../../components/lazy-resolver/lazy-yup-resolver';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import type { TaxDetailsFormValues } from './tax-details-form.schema';
import { taxTexts as t } from './tax-texts';

/** What a submit can answer: nothing (saved), field messages from the server, or a message for the whole form. */
export type TaxSubmitResult = void | { fields?: Partial<Record<keyof TaxDetailsFormValues, string>>; form?: string };

export interface TaxDetailsFormViewProps {
  /** The GSTIN on file (shown in the clear), so changing the PAN alone does not drop it; the PAN is always typed anew. */
  defaultValues?: Partial<TaxDetailsFormValues>;
  onSubmit: (values: TaxDetailsFormValues) => Promise<TaxSubmitResult>;
  onCancel?: () => void;
  /** SPEC §4: the dirty flag, for a parent that wants it. */
  onDirtyChange?: (dirty: boolean) => void;
}

// The shared rules load with yup on the first submit (docs/performance.md).
const resolver = lazyYupResolver<TaxDetailsFormValues>(() =>
  import(/* webpackChunkName: "tax-details-rules" */ './tax-details-form.schema').then((m) => m.taxDetailsFormSchema),
);

/** PAN and optional GSTIN, checked by the shared tax rules on submit, then on change (SPEC §5). */
export function TaxDetailsFormView({ defaultValues, onSubmit, onCancel, onDirtyChange }: TaxDetailsFormViewProps) {
  const form = useForm<TaxDetailsFormValues>({ resolver, defaultValues: { pan: '', gstin: '', ...defaultValues }, ...formModes });
  const [failure, setFailure] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (!result) return form.reset(values);
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      if (message) form.setError(field as keyof TaxDetailsFormValues, { message }, { shouldFocus: true });
    }
    if (result.form) setFailure(result.form);
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t.dialogTitle}>
      {/* The GSTIN carries the PAN: a PAN edit re-checks the GSTIN too (once the form has been submitted). */}
      <TextField label={t.pan} required {...upperCaseField(form, 'pan', t.panHelp, ['gstin'])} />
      <TextField label={t.gstin} {...upperCaseField(form, 'gstin', t.gstinHelp)} />
      <RefusalAlert message={failure} />
      <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
        {isDirty ? (
          <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
            {t.unsaved}
          </Typography>
        ) : null}
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={isSubmitting} sx={{ whiteSpace: 'nowrap' }}>
          {t.save}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * A PAN or GSTIN field: upper-cased as it is typed (both are upper-case; the caret stays where it was), no
 * autocomplete or spell check, the format example as helper text until a message replaces it.
 */
function upperCaseField(form: UseFormReturn<TaxDetailsFormValues>, name: keyof TaxDetailsFormValues, help: string, deps?: (keyof TaxDetailsFormValues)[]) {
  const { ref, ...registered } = form.register(name, deps ? { deps } : undefined);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...registered,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const typed = input.value;
      const upper = typed.toUpperCase();
      if (upper !== typed) {
        const { selectionStart, selectionEnd } = input;
        input.value = upper;
        if (upper.length === typed.length) input.setSelectionRange(selectionStart, selectionEnd);
      }
      return registered.onChange(event);
    },
    inputRef: ref,
    error: Boolean(message),
    helperText: message ?? help,
    fullWidth: true,
    autoComplete: 'off',
    slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false } },
  };
}
