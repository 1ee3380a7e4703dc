import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { campaignApplicationSchema, type CampaignApplicationValues } from '../../domain/marketplace/campaign-application.schema';
import { marketplaceLimits as l } from '../../domain/marketplace/marketplace.texts';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { applicationFormTexts as t } from './campaign-invites.texts';
import { tomorrowIso } from './invite-format';
import { PreviousWorkField } from './previous-work-field.component';

export type ApplicationValues = CampaignApplicationValues;
/** What a submit can answer: nothing (sent), field messages from the server, or a message for the whole form. */
export type ApplicationSubmitResult = void | { fields?: Partial<Record<keyof ApplicationValues, string>>; form?: string };

export interface ApplicationFormViewProps {
  /** The offer: prefills the requested compensation. */
  offeredAmount: string | null;
  offeredLabel?: string;
  defaultValues?: Partial<ApplicationValues>;
  onSubmit: (values: ApplicationValues) => Promise<ApplicationSubmitResult>;
  onCancel?: () => void;
}

export const emptyApplication = (offeredAmount: string | null): ApplicationValues => ({
  proposed_content: '', previous_work: [], expected_delivery_date: '', requested_compensation: offeredAmount ?? '', additional_notes: '', agreed_to_terms: false,
});

/** A helper line with the field's message (or hint) on the left and a character counter on the right. */
const counted = (message: string | undefined, hint: string | undefined, length: number, max: number) => (
  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <span>{message ?? hint}</span>
    <span>{t.counter(length, max)}</span>
  </Box>
);

/** SPEC §3's campaign application with SPEC §5's rules (the shared schema), checked on submit, then on change. */
export function ApplicationFormView({ offeredAmount, offeredLabel, defaultValues, onSubmit, onCancel }: ApplicationFormViewProps) {
  const form = useForm<ApplicationValues>({
    resolver: yupResolver(campaignApplicationSchema) as unknown as Resolver<ApplicationValues>,
    defaultValues: { ...emptyApplication(offeredAmount), ...defaultValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const proposal = form.watch('proposed_content') ?? '';
  const notes = form.watch('additional_notes') ?? '';
  const text = (name: FieldPath<ApplicationValues>) => {
    const { ref, ...registered } = form.register(name);
    return { ...registered, inputRef: ref, error: Boolean(form.getFieldState(name, form.formState).error) };
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (!result) return;
    Object.entries(result.fields ?? {}).forEach(([field, message], index) => {
      form.setError(field as keyof ApplicationValues, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (result.form) setFailure(result.form);
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t.formLabel}>
      <TextField label={t.proposal} required multiline minRows={4} {...text('proposed_content')}
        helperText={counted(errors.proposed_content?.message, t.proposalHelp, proposal.length, l.proposalMax)} />
      <PreviousWorkField control={form.control} errors={errors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t.deliveryDate} type="date" required fullWidth {...text('expected_delivery_date')}
          helperText={errors.expected_delivery_date?.message}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrowIso() } }} />
        <TextField label={t.compensation} required fullWidth inputMode="decimal" {...text('requested_compensation')}
          helperText={errors.requested_compensation?.message ?? (offeredLabel ? t.compensationHelp(offeredLabel) : undefined)} />
      </Stack>
      <TextField label={t.notes} multiline minRows={2} {...text('additional_notes')}
        helperText={counted(errors.additional_notes?.message, undefined, notes.length, l.notesMax)} />
      <Controller
        control={form.control}
        name="agreed_to_terms"
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              label={t.terms}
              control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur}
                slotProps={{ input: { 'aria-invalid': Boolean(fieldState.error), 'aria-describedby': fieldState.error ? 'terms-error' : undefined } as object }} />}
            />
            {fieldState.error ? <FormHelperText error id="terms-error">{fieldState.error.message}</FormHelperText> : null}
          </Box>
        )}
      />
      {/* Beside the submit button, not at the top of this long form (issue 13: seen where the person acted). */}
      <RefusalAlert message={failure} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel} disabled={isSubmitting}>{t.cancel}</Button> : null}
        <Button type="submit" variant="contained" disabled={isSubmitting}>{isSubmitting ? t.submitting : t.submit}</Button>
      </Stack>
    </Stack>
  );
}
