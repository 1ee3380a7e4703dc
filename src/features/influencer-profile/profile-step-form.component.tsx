import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as yup from 'yup';
import { lazyYupResolver } from '../../components/lazy-resolver/lazy-yup-resolver';
import { formModes } from '../auth/components/form-field-props';
import { influencerTexts as t } from './influencer-texts';

export interface ProfileStepFormProps<T extends FieldValues> {
  /** The rules, or a loader of them (they then load on the first validation, docs/performance.md). */
  schema: yup.ObjectSchema<T> | (() => Promise<yup.ObjectSchema<T>>);
  defaultValues: DefaultValues<T>;
  /** Saves the step; answers field messages (or `_form`) when the server refused it. */
  onSubmit: (values: T) => Promise<Record<string, string> | void>;
  onBack?: () => void;
  /** The label of the onBack button: 'Back' in setup, 'Cancel' where the form edits in place. */
  backLabel?: string;
  submitLabel?: string;
  /** Empties the form after a successful save (forms that add one item after another). */
  resetOnSuccess?: boolean;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/** One step of profile setup (or one group of My Profile): shared rules on submit, then on change (SPEC §5). */
export function ProfileStepForm<T extends FieldValues>({ schema, defaultValues, onSubmit, onBack, backLabel = t.back, submitLabel = t.next, resetOnSuccess, children }: ProfileStepFormProps<T>) {
  const resolver = useMemo(() => lazyYupResolver<T>(schema as never), [schema]);
  const form = useForm<T>({ resolver, defaultValues, ...formModes });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const problems = await onSubmit(values);
    if (!problems) {
      if (resetOnSuccess) form.reset();
      return;
    }
    const { _form: message, ...fields } = problems;
    for (const [field, text] of Object.entries(fields)) form.setError(field as Path<T>, { message: text }, { shouldFocus: true });
    if (message) setFailure(message);
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {children(form)}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onBack ? (
          <Button onClick={onBack} disabled={form.formState.isSubmitting}>
            {backLabel}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
