import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { companySizeLabels, companySizes, industries } from '../../domain/brands/brand-options';
import type { CompanyProfileValues } from '../../domain/brands/brand-profile';
import { companyProfileSchema } from '../../domain/brands/brand-profile.schema';
import { AssetUploadField, type AssetUploadFieldProps } from '../assets/asset-upload-field.component';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { BrandFormActions, type BrandFormActionsProps } from './brand-form-actions.component';
import { brandHelperTexts as help, companyLabels as labels } from './brand-profile-labels';
import { useServerErrors } from './use-server-errors.hook';

export interface CompanyProfileFormProps extends Omit<BrandFormActionsProps, 'saving'> {
  defaultValues: CompanyProfileValues;
  onSubmit: (values: CompanyProfileValues) => Promise<void> | void;
  /** Every edit, for drafts. */
  onValuesChange?: (values: CompanyProfileValues) => void;
  /** Field errors from the server by form path ('headquarters.zipCode'). */
  serverErrors?: Record<string, string>;
  saving?: boolean;
  /** Replaces the real upload (stories, tests). */
  upload?: AssetUploadFieldProps['upload'];
}

type Name = Parameters<typeof textFieldProps<CompanyProfileValues>>[1];

/** SPEC §3 "Company profile" with the SPEC §5 company rules (src/domain/brands), validated on submit, then on change. */
export function CompanyProfileForm({ defaultValues, onSubmit, onValuesChange, serverErrors, saving, upload, ...actions }: CompanyProfileFormProps) {
  const form = useForm<CompanyProfileValues>({ resolver: yupResolver(companyProfileSchema), defaultValues, ...formModes });
  useServerErrors(form, serverErrors);
  useEffect(() => {
    if (!onValuesChange) return undefined;
    const subscription = form.watch((values) => onValuesChange(values as CompanyProfileValues));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);
  const busy = Boolean(saving) || form.formState.isSubmitting;
  const field = (name: Name, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} fullWidth disabled={busy} {...textFieldProps(form, name)} {...extra} />
  );
  const select = (name: 'industry' | 'companySize', label: string, options: ReadonlyArray<readonly [string, string]>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { ref, ...rest }, fieldState }) => (
        <TextField select required label={label} inputRef={ref} {...rest} error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message} disabled={busy} fullWidth>
          {options.map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack component="form" noValidate spacing={3} aria-label="Company profile"
      onSubmit={form.handleSubmit(async (values) => onSubmit(values))}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('companyName', labels.companyName, { required: true, autoComplete: 'organization' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('legalName', labels.legalName)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('industry', labels.industry, industries.map((i) => [i, i] as const))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('website', labels.website, { required: true, type: 'url', placeholder: 'https://', autoComplete: 'url' })}
        </Grid>
        <Grid size={12}>{field('description', labels.description, { required: true, multiline: true, minRows: 3 })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('foundedYear', labels.foundedYear, { inputMode: 'numeric', placeholder: 'e.g. 2012' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {select('companySize', labels.companySize, companySizes.map((s) => [s, companySizeLabels[s]] as const))}
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="logo"
            render={({ field: { value, onChange }, fieldState }) => (
              <AssetUploadField label={labels.logo} kind="image" purpose="brand_logo" value={value || null}
                onChange={(url) => onChange(url ?? '')} error={fieldState.error?.message} helperText={help.logo}
                disabled={busy} {...(upload ? { upload } : {})} />
            )}
          />
        </Grid>
      </Grid>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {labels.headquarters}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>{field('headquarters.address', labels.address, { required: true, autoComplete: 'street-address' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('headquarters.city', labels.city, { required: true, autoComplete: 'address-level2' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('headquarters.state', labels.state, { autoComplete: 'address-level1' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('headquarters.country', labels.country, { required: true, autoComplete: 'country-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('headquarters.zipCode', labels.zipCode, { autoComplete: 'postal-code' })}</Grid>
      </Grid>
      <BrandFormActions {...actions} saving={busy} />
    </Stack>
  );
}
