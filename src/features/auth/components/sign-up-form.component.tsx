import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { signUpSchema, type SignUpValues } from '../../../domain/validation/auth.schemas';
import { FormTextField } from '../../../components/form-text-field/form-text-field.component';
import { authTexts } from '../auth-texts';
import { formModes, textFieldProps } from './form-field-props';
import { PasswordField } from './password-field.component';
import { WatchedPasswordRules } from './password-rules-checklist.component';

export interface SignUpFormProps {
  onSubmit: (values: SignUpValues) => unknown;
  submitting: boolean;
}

const emptySignUp: SignUpValues = { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

/** Full name, e-mail, password (SPEC §5 rules with a live checklist), confirmation and terms. */
export function SignUpForm({ onSubmit, submitting }: SignUpFormProps) {
  const form = useForm<SignUpValues>({ resolver: yupResolver(signUpSchema), defaultValues: emptySignUp, ...formModes });
  const termsError = form.formState.errors.acceptTerms?.message;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField label={authTexts.fullNameLabel} autoComplete="name" fullWidth {...textFieldProps(form, 'name')} />
      <FormTextField label={authTexts.emailLabel} type="email" autoComplete="email" fullWidth {...textFieldProps(form, 'email')} />
      <PasswordField label={authTexts.passwordLabel} autoComplete="new-password" fullWidth {...textFieldProps(form, 'password')} />
      <WatchedPasswordRules control={form.control} name="password" />
      <PasswordField
        label={authTexts.confirmPasswordLabel}
        autoComplete="new-password"
        fullWidth
        {...textFieldProps(form, 'confirmPassword')}
      />
      <FormControl error={Boolean(termsError)}>
        <FormControlLabel
          control={
            <Controller
              name="acceptTerms"
              control={form.control}
              render={({ field }) => (
                <Checkbox
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              )}
            />
          }
          label={authTexts.acceptTerms}
        />
        {termsError ? <FormHelperText>{termsError}</FormHelperText> : null}
      </FormControl>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
        {submitting ? authTexts.creatingAccount : authTexts.createAccount}
      </Button>
    </Stack>
  );
}
