import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountSession } from '../../api/enhanced-api';
import { formatDateTime } from '../../domain/format/display-format';
import { SettingsSection } from '../account-settings/settings-section.component';
import { securityTexts as texts } from './account-security.texts';

export interface SessionsListProps {
  status: 'loading' | 'error' | 'ready';
  sessions: readonly AccountSession[];
  timeZone?: string;
  /** The session being signed out, or 'others'. */
  ending: string | null;
  onRetry: () => void;
  onEnd: (id: string) => void;
  onEndOthers: () => void;
}

/** Settings > Sessions: each signed-in device (browser, address, signed in, last active), "This device" first. */
export function SessionsList({ status, sessions, timeZone, ending, onRetry, onEnd, onEndOthers }: SessionsListProps) {
  const others = sessions.filter((session) => !session.current);
  return (
    <SettingsSection title={texts.sessionsHeading} hint={texts.sessionsHint}>
      {status === 'loading' ? (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{texts.sessionsLoading}</Typography>
        </Stack>
      ) : null}
      {status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{texts.retry}</Button>}>
          {texts.sessionsLoadFailed}
        </Alert>
      ) : null}
      {status === 'ready' ? (
        <Stack spacing={2}>
          <Stack component="ul" aria-label={texts.sessionsHeading} divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {sessions.map((session) => (
              <Stack
                key={session.id}
                component="li"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <div>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600 }}>{session.device}</Typography>
                    {session.current ? <Chip size="small" color="primary" label={texts.thisDevice} /> : null}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {session.ip_address ?? texts.unknownAddress} · {texts.signedInAt(formatDateTime(session.signed_in_at, timeZone))} ·{' '}
                    {texts.lastActive(formatDateTime(session.last_active_at, timeZone))}
                  </Typography>
                </div>
                {session.current ? null : (
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => onEnd(session.id)}
                    disabled={ending !== null}
                    aria-label={`${texts.signOutSession}: ${session.device}`}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
                  >
                    {texts.signOutSession}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
          {others.length === 0 ? (
            <Typography color="text.secondary">{texts.sessionsEmpty}</Typography>
          ) : (
            <Button variant="outlined" color="error" onClick={onEndOthers} disabled={ending !== null} sx={{ alignSelf: 'flex-start' }}>
              {texts.signOutOthers}
            </Button>
          )}
        </Stack>
      ) : null}
    </SettingsSection>
  );
}
