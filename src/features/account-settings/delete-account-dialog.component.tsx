import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountDeletionSchema, type AccountDeletionValues } from '../../domain/settings/user-settings.schema';
import { accountLimits, accountMessages } from '../../domain/settings/settings.texts';
import { formModes, textFieldProps } from '../auth/components/form-field-props';
import { PasswordField } from '../auth/components/password-field.component';
import { accountTexts } from './account-texts';
import { formErrorKey } from './api-field-errors';

export interface DeleteAccountDialogProps {
  open: boolean;
  /** false: the account has no password (Google): the e-mail address confirms instead. */
  requiresPassword: boolean;
  onClose: () => void;
  /** Resolves with field errors the server reported (wrong password, ...), or nothing once deleted. */
  onConfirm: (values: AccountDeletionValues) => Promise<Record<string, string> | void>;
}

const resolver = yupResolver(accountDeletionSchema) as unknown as Resolver<AccountDeletionValues>;
const emptyValues = (hasPassword: boolean): AccountDeletionValues => ({ confirmation: '', hasPassword, password: '', email: '', reason: '' });

/** SPEC §5 account deletion: type 'DELETE MY ACCOUNT' exactly, the password, an optional reason (≤ 500). */
export function DeleteAccountDialog({ open, requiresPassword, onClose, onConfirm }: DeleteAccountDialogProps) {
  const form = useForm<AccountDeletionValues>({ resolver, defaultValues: emptyValues(requiresPassword), ...formModes });
  const deleting = form.formState.isSubmitting;
  const reasonLength = form.watch('reason')?.length ?? 0;

  // Closing throws the typed values away (nobody should find the password filled in later).
  useEffect(() => {
    if (!open) form.reset(emptyValues(requiresPassword));
  }, [open, requiresPassword, form]);

  const submit = form.handleSubmit(async (values) => {
    const problems = await onConfirm(values);
    for (const [field, message] of Object.entries(problems ?? {})) {
      if (field === formErrorKey) form.setError('root.server', { message });
      else form.setError(field as keyof AccountDeletionValues, { message }, { shouldFocus: true });
    }
  });

  const reasonError = form.formState.errors.reason?.message;
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Dialog open={open} onClose={deleting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="delete-account-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="delete-account-title">{accountTexts.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{accountTexts.dialogBody(accountMessages.confirmationPhrase)}</DialogContentText>
            {serverError ? <Alert severity="error">{serverError}</Alert> : null}
            <TextField label={accountTexts.confirmationLabel} placeholder={accountMessages.confirmationPhrase} autoComplete="off"
              disabled={deleting} fullWidth {...textFieldProps(form, 'confirmation')} />
            {requiresPassword ? (
              <PasswordField label={accountTexts.passwordLabel} autoComplete="current-password" disabled={deleting} fullWidth
                {...textFieldProps(form, 'password')} />
            ) : (
              <TextField label={accountTexts.emailLabel} type="email" autoComplete="email" disabled={deleting} fullWidth
                {...textFieldProps(form, 'email')} helperText={form.formState.errors.email?.message ?? accountTexts.emailHint} />
            )}
            <TextField label={accountTexts.reasonLabel} multiline minRows={2} disabled={deleting} fullWidth
              {...textFieldProps(form, 'reason')}
              helperText={reasonError ?? accountTexts.reasonHint(reasonLength, accountLimits.deletionReasonMax)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={deleting}>
            {accountTexts.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={deleting}>
            {deleting ? accountTexts.deleting : accountTexts.confirmDelete}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
