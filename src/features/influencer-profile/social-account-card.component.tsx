import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocialAccount } from '../../api/generated/api';
import { ProvenanceChip } from '../../components/provenance-chip/provenance-chip.component';
import { StatusChip } from '../../components/status-chip/status-chip.component';
import { platformLabels } from '../../domain/constants';
import { formatDateTime, formatNumber } from '../../domain/format/display-format';
import { provenanceTexts, socialConnectLabels as t } from '../../domain/social/social-connect.texts';

export type SocialAccountAction = 'verify' | 'disconnect' | 'connect';

export interface SocialAccountCardProps {
  account: SocialAccount;
  /** The action running for this account (its button shows progress; the others wait). */
  busy?: SocialAccountAction | null;
  onVerify: () => void;
  /** Connect (a typed account) or reconnect (needs reconnect) through the platform. */
  onConnect: () => void;
  onDisconnect: () => void;
}

const count = (value: number | null) => (value === null ? t.notShown : formatNumber(value));

/**
 * One social account with where its numbers come from: connected (read from the platform, with the time read; Verify
 * now, Disconnect), needs reconnect (the platform refused our access; Reconnect) or self-reported (typed in; Connect
 * to verify, Remove).
 */
export function SocialAccountCard({ account, busy = null, onVerify, onConnect, onDisconnect }: SocialAccountCardProps) {
  const { platform } = account;
  const status = account.connection_status;
  const headingId = `social-account-${account.id}`;
  const waiting = busy !== null;
  const progress = (action: SocialAccountAction) => (busy === action ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined);
  const numbers: Array<[string, string]> = [
    [t.followers(platform), count(account.followers)],
    [t.media(platform), count(account.media_count)],
    [t.averageViews, count(account.recent_average_views)],
    [t.engagement, account.average_engagement === null ? t.notShown : `${account.average_engagement}%`],
  ];
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {platformLabels[platform]} · <Link href={account.profile_url} target="_blank" rel="noopener noreferrer">{account.handle}</Link>
          </Typography>
          {account.title ? <Typography variant="body2" color="text.secondary">{account.title}</Typography> : null}
          <ProvenanceChip provenance={account.metrics_provenance} platform={platform} verifiedAt={account.verified_at} />
          {status === 'needs_reconnect' ? <StatusChip label={t.needsReconnectChip} tone="warning" /> : null}
        </Stack>
        {status === 'needs_reconnect' ? (
          <Alert severity="warning" action={
            <Button color="inherit" size="small" onClick={onConnect} disabled={waiting} startIcon={progress('connect')}>{t.reconnect(platform)}</Button>
          }>{t.needsReconnect(platform)}</Alert>
        ) : null}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, m: 0 }}>
          {numbers.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500 }}>{value}</Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {account.metrics_provenance === 'verified' && account.verified_at
            ? provenanceTexts.readAt(formatDateTime(account.verified_at))
            : provenanceTexts.selfReportedHint}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {status === 'connected' ? (
            <Button variant="outlined" size="small" onClick={onVerify} disabled={waiting} startIcon={progress('verify')}
              aria-label={`${t.verify}: ${account.handle}`}>{busy === 'verify' ? t.verifying : t.verify}</Button>
          ) : null}
          {status === 'not_connected' ? (
            <Button variant="outlined" size="small" onClick={onConnect} disabled={waiting} startIcon={progress('connect')}>{t.connect(platform)}</Button>
          ) : null}
          <Button size="small" color="error" onClick={onDisconnect} disabled={waiting} startIcon={progress('disconnect')}
            aria-label={`${status === 'not_connected' ? t.remove : t.disconnect} ${account.handle}`}>
            {status === 'not_connected' ? t.remove : t.disconnect}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
