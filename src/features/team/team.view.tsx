import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TeamActivity, TeamInvite, TeamMember } from '../../api/generated/api';
import { teamActivitySentence, teamRoleLabels } from '../../domain/brands/team.texts';
import { formatDateTime, formatDay } from '../../domain/format/display-format';
import { PageNumbers } from '../../components/pager/page-numbers.component';
import { flagsSummary } from './permission-checkboxes.component';
import { teamTexts as t } from './team-texts';

export interface TeamViewProps {
  status: 'loading' | 'error' | 'ready';
  members?: TeamMember[];
  invites?: TeamInvite[];
  activity?: TeamActivity[];
  /** Pages of activity (20 each) and the one shown; numbers appear under the list when there are several. */
  activityPages?: number;
  activityPage?: number;
  onActivityPage?: (page: number) => void;
  canManage: boolean;
  myUserId?: string;
  onRetry: () => void;
  onInvite: () => void;
  onChange: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  onResend: (invite: TeamInvite) => void;
  onRevoke: (invite: TeamInvite) => void;
  onLeave: () => void;
}

const lastActive = (member: TeamMember) => (member.last_active_at ? formatDateTime(member.last_active_at) : t.never);
const nameOf = (member: TeamMember, me?: string) => `${member.name || member.email}${member.user_id === me ? ` ${t.you}` : ''}`;

/** /team 'Team Management': members (table; cards on a phone), pending invites, activity. Read-only unless admin. */
export function TeamView(props: TeamViewProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (props.status === 'loading') {
    return <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}><CircularProgress /></Box>;
  }
  if (props.status === 'error') {
    return <Alert severity="error" action={<Button color="inherit" onClick={props.onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>;
  }
  const members = props.members ?? [];
  const actions = (member: TeamMember) => props.canManage ? (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => props.onChange(member)} aria-label={`${t.change}: ${member.email}`}>{t.change}</Button>
      {/* One's own row: 'Leave brand' above does that (and the last admin is told why not). */}
      {member.user_id === props.myUserId ? null : (
        <Button size="small" color="error" onClick={() => props.onRemove(member)} aria-label={`${t.remove}: ${member.email}`}>{t.remove}</Button>
      )}
    </Stack>
  ) : null;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        {props.canManage ? <Button variant="contained" onClick={props.onInvite}>{t.invite}</Button> : <Alert severity="info">{t.readOnly}</Alert>}
        <Button color="error" onClick={props.onLeave}>{t.leave}</Button>
      </Stack>

      <Card component="section" aria-labelledby="team-members-heading">
        <CardContent>
          <Typography id="team-members-heading" variant="h6" component="h2" gutterBottom>{t.members}</Typography>
          {phone ? (
            <Stack spacing={1.5}>
              {members.map((member) => (
                <Card key={member.user_id} variant="outlined" data-testid="team-member-card">
                  <CardContent>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{nameOf(member, props.myUserId)}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{member.email}</Typography>
                    <Chip size="small" label={teamRoleLabels[member.role]} sx={{ my: 1 }} />
                    <Typography variant="body2">{flagsSummary(member.permissions)}</Typography>
                    <Typography variant="body2" color="text.secondary">{t.lastActive}: {lastActive(member)}</Typography>
                    {actions(member)}
                  </CardContent>
                </Card>
              ))}
            </Stack>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t.name}</TableCell><TableCell>{t.email}</TableCell><TableCell>{t.role}</TableCell>
                    <TableCell>{t.permissions}</TableCell><TableCell>{t.lastActive}</TableCell>{props.canManage ? <TableCell /> : null}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {members.map((member) => (
                    <TableRow key={member.user_id}>
                      <TableCell>{nameOf(member, props.myUserId)}</TableCell>
                      <TableCell>{member.email}</TableCell>
                      <TableCell>{teamRoleLabels[member.role]}{member.custom_permissions ? ` (${t.customFlags})` : ''}</TableCell>
                      <TableCell>{flagsSummary(member.permissions)}</TableCell>
                      <TableCell>{lastActive(member)}</TableCell>
                      {props.canManage ? <TableCell>{actions(member)}</TableCell> : null}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="team-invites-heading">
        <CardContent>
          <Typography id="team-invites-heading" variant="h6" component="h2" gutterBottom>{t.invites}</Typography>
          {props.invites?.length ? (
            <List dense>
              {props.invites.map((invite) => (
                <ListItem key={invite.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText sx={{ overflowWrap: 'anywhere' }} primary={`${invite.email} · ${teamRoleLabels[invite.role]}`}
                    secondary={invite.expired ? t.expired : t.expires(formatDay(invite.expires_at))} />
                  {props.canManage ? (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => props.onResend(invite)} aria-label={`${t.resend}: ${invite.email}`}>{t.resend}</Button>
                      <Button size="small" color="error" onClick={() => props.onRevoke(invite)} aria-label={`${t.revoke}: ${invite.email}`}>{t.revoke}</Button>
                    </Stack>
                  ) : null}
                </ListItem>
              ))}
            </List>
          ) : <Typography color="text.secondary">{t.noInvites}</Typography>}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="team-activity-heading">
        <CardContent>
          <Typography id="team-activity-heading" variant="h6" component="h2" gutterBottom>{t.activity}</Typography>
          {props.activity?.length ? (
            <List dense>
              {props.activity.map((row) => (
                <ListItem key={row.id} divider>
                  <ListItemText sx={{ overflowWrap: 'anywhere' }}
                    primary={teamActivitySentence(row)}
                    secondary={formatDateTime(row.created_at)} />
                </ListItem>
              ))}
            </List>
          ) : <Typography color="text.secondary">{t.noActivity}</Typography>}
          {props.onActivityPage ? (
            <PageNumbers pages={props.activityPages ?? 0} page={props.activityPage ?? 1} onChange={props.onActivityPage} label={t.activityPages} />
          ) : null}
        </CardContent>
      </Card>
    </Stack>
  );
}
