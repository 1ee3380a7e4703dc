import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTeamInvite } from '../../api/generated/api';
import { teamRoleLabels } from '../../domain/brands/team.texts';
import { flagsSummary } from './permission-checkboxes.component';
import { teamTexts as t } from './team-texts';

export interface TeamInviteViewProps {
  status: 'loading' | 'error' | 'ready';
  invite?: PublicTeamInvite;
  /** The load's or the accept's refusal, as the server words it. */
  error?: string;
  signedIn: boolean;
  accepting?: boolean;
  /** Where sign-in and sign-up come back to. */
  returnTo: string;
  onAccept: () => void;
  onRemember: () => void;
}

const closed = { expired: t.statusExpired, revoked: t.statusRevoked, accepted: t.statusAccepted } as const;

/** /team/invite/:token: what the invite offers; Accept when signed in, else sign in or sign up (coming back here). */
export function TeamInviteView(props: TeamInviteViewProps) {
  if (props.status === 'loading') return <Box role="status" aria-label={t.inviteLoading} sx={{ textAlign: 'center', py: 4 }}><CircularProgress /></Box>;
  if (props.status === 'error' || !props.invite) return <Alert severity="error">{props.error}</Alert>;
  const { invite } = props;
  return (
    <Stack spacing={2}>
      <Typography>{t.inviteSummary(invite.inviter_name, invite.brand_name, teamRoleLabels[invite.role].toLowerCase())}</Typography>
      {invite.message ? <Typography sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>“{invite.message}”</Typography> : null}
      <Typography variant="body2" color="text.secondary">{flagsSummary(invite.permissions)}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{t.inviteFor(invite.email)}</Typography>
      {props.error ? <Alert severity="error">{props.error}</Alert> : null}
      {invite.status !== 'pending' ? (
        <Alert severity="warning">{closed[invite.status]}</Alert>
      ) : props.signedIn ? (
        <Button variant="contained" disabled={props.accepting} onClick={props.onAccept}>{props.accepting ? t.accepting : t.accept}</Button>
      ) : (
        <>
          <Typography variant="body2">{t.signInToAccept}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" component={RouterLink} to="/login" state={{ from: props.returnTo }} onClick={props.onRemember}>{t.signIn}</Button>
            <Button variant="outlined" component={RouterLink} to="/brand-signup-123" state={{ from: props.returnTo }} onClick={props.onRemember}>{t.signUp}</Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
