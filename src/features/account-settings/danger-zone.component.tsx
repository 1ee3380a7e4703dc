import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeleteMyAccountMutation } from '../../api/enhanced-api';
import { useAuth } from '../../auth/auth-context';
import { notify } from '../../components/toast/notify';
import { accountMessages } from '../../domain/settings/settings.texts';
import { accountTexts } from './account-texts';
import { apiFieldOrFormErrors } from './api-field-errors';
import { SettingsSection } from './settings-section.component';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';

// Opens on a click only: its code (and its form's) loads on the first open (docs/performance.md).
const DeleteAccountDialog = lazyDialog(
  () => import(/* webpackChunkName: "delete-account-dialog" */ './delete-account-dialog.component').then((m) => m.DeleteAccountDialog),
);

/** 'Delete account': the dialog, POST accounts/delete/, then sign-out and /login. */
export function DangerZone({ requiresPassword }: { requiresPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [deleteAccount] = useDeleteMyAccountMutation();
  const auth = useAuth();
  const navigate = useNavigate();

  const confirm = async (values: { confirmation: string; password: string; email: string; reason: string }) => {
    const body = requiresPassword
      ? { confirmation: values.confirmation, password: values.password }
      : { confirmation: values.confirmation, email: values.email };
    const result = await deleteAccount({ deleteAccountBody: { ...body, ...(values.reason.trim() ? { reason: values.reason } : {}) } });
    // Shown in the dialog (deleteMyAccount is a silent mutation: no second message as a toast).
    if ('error' in result) return apiFieldOrFormErrors(result.error);
    // The server already refuses this account's tokens; ending the provider session may fail harmlessly.
    await auth.signOut().catch(() => undefined);
    notify.success(accountMessages.accountDeleted);
    navigate('/login', { replace: true });
    return undefined;
  };

  return (
    <SettingsSection title={accountTexts.dangerHeading} tone="danger">
      <Typography variant="body2">{accountTexts.dangerHint}</Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {accountTexts.deleteButton}
      </Button>
      <DeleteAccountDialog open={open} requiresPassword={requiresPassword} onClose={() => setOpen(false)} onConfirm={confirm} />
    </SettingsSection>
  );
}
