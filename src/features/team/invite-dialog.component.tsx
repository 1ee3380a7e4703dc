import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import { rolePermissions, type TeamPermission, type TeamRole } from '../../domain/brands/team-permissions';
import { teamInviteSchema } from '../../domain/brands/team.rules';
import { teamInviteMessageMax, teamRoleLabels } from '../../domain/brands/team.texts';
import { teamRoles } from '../../domain/constants';
import { PermissionCheckboxes } from './permission-checkboxes.component';
import { teamTexts as t } from './team-texts';

export interface InviteValues { email: string; role: TeamRole; permissions: TeamPermission[]; message: string }
/** A refused submit: messages per field (the server's 400) or for the whole form. */
export type SubmitResult = void | { fields?: Record<string, string>; form?: string };

/** Runs the shared rules (src/domain/brands/team.rules.ts); field -> first message. */
export function inviteProblems(values: InviteValues): Record<string, string> {
  try {
    teamInviteSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const problems: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !problems[inner.path.replace(/\[\d+\]$/, '')]) problems[inner.path.replace(/\[\d+\]$/, '')] = inner.message;
    return problems;
  }
}

const start: InviteValues = { email: '', role: 'viewer', permissions: [...rolePermissions.viewer], message: '' };

/** Invite member: e-mail, role, flags pre-filled from the role, message with its counter; checked on submit. */
export function InviteDialog({ open, onClose, onSubmit }: { open: boolean; onClose: () => void; onSubmit: (values: InviteValues) => Promise<SubmitResult> }) {
  const [values, setValues] = useState<InviteValues>(start);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (next: InviteValues) => {
    setValues(next);
    if (submitted) setProblems(inviteProblems(next)); // re-validates on change once submitted (SPEC §5)
  };
  const close = () => {
    setValues(start);
    setProblems({});
    setFormError('');
    setSubmitted(false);
    onClose();
  };
  const submit = async () => {
    setSubmitted(true);
    const found = inviteProblems(values);
    setProblems(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    if (!result) return close();
    setProblems(result.fields ?? {});
    setFormError(result.form ?? '');
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="invite-dialog-title">
      <DialogTitle id="invite-dialog-title">{t.invite}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <TextField label={t.email} type="email" value={values.email} required autoFocus
            onChange={(event) => change({ ...values, email: event.target.value })} error={!!problems.email} helperText={problems.email} />
          <TextField select label={t.role} value={values.role} error={!!problems.role} helperText={problems.role}
            onChange={(event) => {
              const role = event.target.value as TeamRole;
              change({ ...values, role, permissions: [...rolePermissions[role]] });
            }}>
            {teamRoles.map((role) => <MenuItem key={role} value={role}>{teamRoleLabels[role]}</MenuItem>)}
          </TextField>
          <PermissionCheckboxes value={values.permissions} onChange={(permissions) => change({ ...values, permissions })} />
          {problems.permissions ? <Alert severity="error">{problems.permissions}</Alert> : null}
          <TextField label={t.message} multiline minRows={2} value={values.message}
            onChange={(event) => change({ ...values, message: event.target.value })} error={!!problems.message}
            helperText={problems.message ?? `${values.message.length}/${teamInviteMessageMax}`} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t.cancel}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>{busy ? t.sending : t.sendInvite}</Button>
      </DialogActions>
    </Dialog>
  );
}
