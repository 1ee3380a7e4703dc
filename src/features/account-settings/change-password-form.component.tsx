import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { authErrorText, isAuthError } from '../../auth/auth-error';
import { errorMessages } from '../../domain/messages';
import { lazyYupResolver } from '../../components/lazy-resolver/lazy-yup-resolver';
import type { ChangePasswordValues } from '../../domain/validation/auth.schemas';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { PasswordField } from '../auth/components/password-field.component';
import { accountTexts } from './account-texts';

export interface ChangePasswordFormProps {
  /** Rejects with the provider's AuthError; a wrong current password lands under that field. */
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
}

// The rules (yup) load on the first validation, not with the page (docs/performance.md).
const resolver = lazyYupResolver<ChangePasswordValues>(() => import('../../domain/validation/auth.schemas').then((m) => m.changePasswordSchema));
const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const wrongCurrentCodes = new Set(['INVALID_PASSWORD', 'form_password_incorrect']);

/** SPEC §5 password change: current required, new follows the rules and differs, confirmation matches. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: empty, ...formModes });
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      form.reset(empty);
    } catch (error) {
      const text = authErrorText(error, errorMessages.generic);
      if (isAuthError(error) && wrongCurrentCodes.has(error.errors[0]?.code ?? '')) {
        form.setError('currentPassword', { message: text }, { shouldFocus: true });
      } else setFailure(text);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={accountTexts.changePasswordHeading} sx={{ maxWidth: 480 }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <PasswordField label={accountTexts.currentPassword} autoComplete="current-password" fullWidth disabled={submitting}
        {...textFieldProps(form, 'currentPassword')} />
      <PasswordField label={accountTexts.newPassword} autoComplete="new-password" fullWidth disabled={submitting}
        {...textFieldProps(form, 'newPassword')} />
      <PasswordField label={accountTexts.confirmNewPassword} autoComplete="new-password" fullWidth disabled={submitting}
        {...textFieldProps(form, 'confirmPassword')} />
      <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
        {submitting ? accountTexts.changingPassword : accountTexts.changePassword}
      </Button>
    </Stack>
  );
}
