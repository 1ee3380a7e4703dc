import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { checkSignUp, type SignUpFormValues } from '../../../domain/validation/auth-form.rules';
import { FormTextField } from '../../../components/form-text-field/form-text-field.component';
import { authTexts } from '../auth-texts';
import { PasswordField } from './password-field.component';
import { PasswordRulesChecklist } from './password-rules-checklist.component';
import { useAuthForm } from '../use-auth-form.hook';

export interface SignUpFormProps {
  onSubmit: (values: SignUpFormValues) => unknown;
  submitting: boolean;
}

const emptySignUp: SignUpFormValues = { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

/** Full name, e-mail, password (SPEC §5 rules with a live checklist), confirmation and terms. */
export function SignUpForm({ onSubmit, submitting }: SignUpFormProps) {
  const form = useAuthForm<SignUpFormValues>(emptySignUp, checkSignUp);
  const termsError = form.error('acceptTerms');
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField label={authTexts.fullNameLabel} autoComplete="name" fullWidth {...form.field('name')} />
      <FormTextField label={authTexts.emailLabel} type="email" autoComplete="email" fullWidth {...form.field('email')} />
      <PasswordField label={authTexts.passwordLabel} autoComplete="new-password" fullWidth {...form.field('password')} />
      <PasswordRulesChecklist password={form.values.password} />
      <PasswordField
        label={authTexts.confirmPasswordLabel}
        autoComplete="new-password"
        fullWidth
        {...form.field('confirmPassword')}
      />
      <FormControl error={Boolean(termsError)}>
        <FormControlLabel
          control={<Checkbox {...form.checkbox('acceptTerms')} />}
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
