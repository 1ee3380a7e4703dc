import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { categories, languages } from '../../domain/constants';
import { compensationTypes, contentTypes, postingFrequencies } from '../../domain/influencers/influencer-profile.rules';
import { AssetUploadField } from '../assets/asset-upload-field.component';
import { textFieldProps } from '../auth/components/form-field-props';
import { compensationLabels, contentTypeLabels, frequencyLabels, influencerTexts as t } from './influencer-texts';
import type { AboutValues, LocationValues, NichesValues, PreferencesValues } from './profile-step-schemas';

const text = <T extends Record<string, unknown>>(form: UseFormReturn<T>, name: keyof T & string, help?: string) => {
  const { helperText, ...props } = textFieldProps(form as never, name as never);
  return { ...props, helperText: helperText ?? help, fullWidth: true };
};

export function AboutFields({ form }: { form: UseFormReturn<AboutValues> }) {
  return (
    <>
      <Controller
        control={form.control}
        name="profile_picture"
        render={({ field, fieldState }) => (
          <AssetUploadField label={t.picture} kind="image" purpose="profile_picture" value={field.value ?? null}
            onChange={(url) => field.onChange(url)} error={fieldState.error?.message} />
        )}
      />
      <TextField label={t.displayName} required autoComplete="nickname" {...text(form, 'display_name', t.displayNameHelp)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t.firstName} required autoComplete="given-name" {...text(form, 'first_name')} />
        <TextField label={t.lastName} required autoComplete="family-name" {...text(form, 'last_name')} />
      </Stack>
      <TextField label={t.bio} required multiline minRows={3} {...text(form, 'bio', t.bioHelp)} />
    </>
  );
}

function MultiPick({ form, name, options, label, help }: { form: UseFormReturn<NichesValues>; name: keyof NichesValues; options: readonly string[]; label: string; help?: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options}
          value={field.value ?? []}
          onChange={(_event, value) => field.onChange(value)}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField {...params} label={label} required error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? help} inputRef={field.ref} />
          )}
        />
      )}
    />
  );
}

export function NichesFields({ form }: { form: UseFormReturn<NichesValues> }) {
  return (
    <>
      <MultiPick form={form} name="categories" options={categories} label={t.categories} help={t.categoriesHelp} />
      <MultiPick form={form} name="languages" options={languages} label={t.languages} />
    </>
  );
}

export function LocationFields({ form }: { form: UseFormReturn<LocationValues> }) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t.city} required autoComplete="address-level2" {...text(form, 'city')} />
        <TextField label={t.country} required autoComplete="country-name" {...text(form, 'country')} />
      </Stack>
      <TextField label={t.dateOfBirth} type="date" required slotProps={{ inputLabel: { shrink: true } }} {...text(form, 'date_of_birth')} />
    </>
  );
}

function CheckboxGroup<V extends string>({ form, name, values, labels, label }: {
  form: UseFormReturn<PreferencesValues>;
  name: 'content_types' | 'compensation_types';
  values: readonly V[];
  labels: Record<V, string>;
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as string[];
        return (
          <FormControl error={Boolean(fieldState.error)} component="fieldset">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {values.map((value) => (
                <FormControlLabel key={value} label={labels[value]} control={
                  <Checkbox checked={chosen.includes(value)}
                    onChange={(event) => field.onChange(event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value))} />
                } />
              ))}
            </FormGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}

export function PreferencesFields({ form }: { form: UseFormReturn<PreferencesValues> }) {
  return (
    <>
      <CheckboxGroup form={form} name="content_types" values={contentTypes} labels={contentTypeLabels} label={t.contentTypes} />
      <Controller
        control={form.control}
        name="frequency"
        render={({ field, fieldState }) => (
          <TextField select label={t.frequency} {...field} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
            {postingFrequencies.map((value) => <MenuItem key={value} value={value}>{frequencyLabels[value]}</MenuItem>)}
          </TextField>
        )}
      />
      <CheckboxGroup form={form} name="compensation_types" values={compensationTypes} labels={compensationLabels} label={t.compensation} />
      <TextField label={t.guidelines} multiline minRows={2} {...text(form, 'custom_guidelines')} />
    </>
  );
}
