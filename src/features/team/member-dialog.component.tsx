import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '../../api/generated/api';
import { rolePermissions, type TeamPermission, type TeamRole } from '../../domain/brands/team-permissions';
import { teamRoleLabels } from '../../domain/brands/team.texts';
import { teamRoles } from '../../domain/constants';
import { PermissionCheckboxes } from './permission-checkboxes.component';
import { teamTexts as t } from './team-texts';

/** Change a member's role and flags; the server refuses demoting the last admin with its message, shown here. */
export function MemberDialog({ member, onClose, onSubmit }: {
  member: TeamMember | null; onClose: () => void; onSubmit: (member: TeamMember, change: { role: TeamRole; permissions: TeamPermission[] }) => Promise<string | undefined>;
}) {
  const [role, setRole] = useState<TeamRole>('viewer');
  const [permissions, setPermissions] = useState<TeamPermission[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!member) return;
    setRole(member.role);
    setPermissions([...member.permissions]);
    setError('');
  }, [member]);
  const save = async () => {
    if (!member) return;
    setBusy(true);
    const refusal = await onSubmit(member, { role, permissions });
    setBusy(false);
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <Dialog open={!!member} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="member-dialog-title">
      <DialogTitle id="member-dialog-title">{member ? t.changeTitle(member.name || member.email) : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField select label={t.role} value={role} onChange={(event) => {
            const next = event.target.value as TeamRole;
            setRole(next);
            setPermissions([...rolePermissions[next]]);
          }}>
            {teamRoles.map((value) => <MenuItem key={value} value={value}>{teamRoleLabels[value]}</MenuItem>)}
          </TextField>
          <PermissionCheckboxes value={permissions} onChange={setPermissions} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>{t.save}</Button>
      </DialogActions>
    </Dialog>
  );
}
