import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContactDetailsValues } from '../../domain/brands/brand-profile';
import { contactDetailsSchema } from '../../domain/brands/brand-profile.schema';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { BrandFormActions, type BrandFormActionsProps } from './brand-form-actions.component';
import { brandHelperTexts as help, contactLabels as labels } from './brand-profile-labels';
import { useServerErrors } from './use-server-errors.hook';

export interface ContactDetailsFormProps extends Omit<BrandFormActionsProps, 'saving'> {
  defaultValues: ContactDetailsValues;
  onSubmit: (values: ContactDetailsValues) => Promise<void> | void;
  onValuesChange?: (values: ContactDetailsValues) => void;
  serverErrors?: Record<string, string>;
  saving?: boolean;
}

type Name = Parameters<typeof textFieldProps<ContactDetailsValues>>[1];

const heading = (text: string) => (
  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
    {text}
  </Typography>
);

/** SPEC §3 "Contact details": the primary contact (required), support and billing, social links of their sites. */
export function ContactDetailsForm({ defaultValues, onSubmit, onValuesChange, serverErrors, saving, ...actions }: ContactDetailsFormProps) {
  const form = useForm<ContactDetailsValues>({ resolver: yupResolver(contactDetailsSchema), defaultValues, ...formModes });
  useServerErrors(form, serverErrors);
  useEffect(() => {
    if (!onValuesChange) return undefined;
    const subscription = form.watch((values) => onValuesChange(values as ContactDetailsValues));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);
  const busy = Boolean(saving) || form.formState.isSubmitting;
  const field = (name: Name, label: string, extra: Record<string, unknown> = {}) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField label={label} fullWidth disabled={busy} {...textFieldProps(form, name)} {...extra} />
    </Grid>
  );
  const phone = { type: 'tel', autoComplete: 'tel', placeholder: '+91 98765 43210' };
  const url = (site: string) => ({ type: 'url', placeholder: `https://${site}/...` });

  return (
    <Stack component="form" noValidate spacing={3} aria-label="Contact details" onSubmit={form.handleSubmit(async (values) => onSubmit(values))}>
      {heading(labels.primaryContact)}
      <Grid container spacing={2}>
        {field('primaryContact.name', labels.name, { required: true, autoComplete: 'name' })}
        {field('primaryContact.jobTitle', labels.jobTitle, { required: true, autoComplete: 'organization-title' })}
        {field('primaryContact.email', labels.email, { required: true, type: 'email', autoComplete: 'email' })}
        {field('primaryContact.phone', labels.phone, phone)}
      </Grid>
      {heading(labels.support)}
      <Grid container spacing={2}>
        {field('supportEmail', labels.supportEmail, { type: 'email' })}
        {field('supportPhone', labels.supportPhone, { ...phone, autoComplete: 'off' })}
        {field('billingEmail', labels.billingEmail, { type: 'email' })}
      </Grid>
      {heading(labels.socialMedia)}
      <Grid container spacing={2}>
        {field('socialMedia.instagram', labels.instagram, url('instagram.com'))}
        {field('socialMedia.linkedin', labels.linkedin, url('linkedin.com/company'))}
        {field('socialMedia.youtube', labels.youtube, url('youtube.com'))}
      </Grid>
      <Typography variant="caption" color="text.secondary">{`${help.phone} ${help.optional}`}</Typography>
      <BrandFormActions {...actions} saving={busy} />
    </Stack>
  );
}
