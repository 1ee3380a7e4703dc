import Instagram from '@mui/icons-material/Instagram';
import YouTube from '@mui/icons-material/YouTube';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocialAccount } from '../../api/generated/api';
import { platforms } from '../../domain/constants';
import type { ConnectOutcomeResult, SocialPlatform } from '../../domain/social/social-connect.rules';
import { connectOutcomeTexts, socialConnectLabels as t } from '../../domain/social/social-connect.texts';
import { SocialAccountCard, type SocialAccountAction } from './social-account-card.component';

export type ConnectedAccountsBusy = { platform: SocialPlatform; action: 'connect' } | { accountId: string; action: SocialAccountAction } | null;

export interface ConnectedAccountsViewProps {
  status: 'loading' | 'error' | 'ready';
  accounts: SocialAccount[];
  /** What the platform's redirect back said (?social=&outcome=&reason=), until dismissed. */
  outcome?: ConnectOutcomeResult | null;
  busy?: ConnectedAccountsBusy;
  /** The account whose Disconnect asks for confirmation, or null. */
  confirming?: SocialAccount | null;
  onConnect: (platform: SocialPlatform) => void;
  onVerify: (account: SocialAccount) => void;
  onDisconnect: (account: SocialAccount) => void;
  onConfirmDisconnect: () => void;
  onCancelDisconnect: () => void;
  onDismissOutcome?: () => void;
  onRetry?: () => void;
  /** Heading level of "Connected accounts" (h2 on its own, h3 inside a card). */
  headingComponent?: 'h2' | 'h3';
}

const icons = { youtube: <YouTube />, instagram: <Instagram /> } as const;

export function outcomeMessage(outcome: ConnectOutcomeResult): string {
  if (outcome.outcome === 'connected') return connectOutcomeTexts.connected(outcome.platform);
  if (outcome.outcome === 'cancelled') return connectOutcomeTexts.cancelled(outcome.platform);
  return connectOutcomeTexts.failed(outcome.platform, outcome.reason ?? 'provider_error');
}
const outcomeSeverity = { connected: 'success', cancelled: 'info', failed: 'error' } as const;

/** The fragment that links to this section (verifiedNumbersTexts.connectHref). */
export const connectedAccountsAnchor = 'connected-accounts';

/**
 * The influencer's social accounts with where their numbers come from, and the way to connect them through YouTube
 * or Instagram (docs/social-integrations.md "SPA"): loading, error (Retry), empty, the accounts, the outcome of the
 * last connection, and the confirmation before a disconnect.
 */
export function ConnectedAccountsView(props: ConnectedAccountsViewProps) {
  const { status, accounts, outcome, busy = null, confirming = null, headingComponent = 'h2' } = props;
  const connectBusy = (platform: SocialPlatform) => busy !== null && 'platform' in busy && busy.platform === platform;
  const typed = confirming?.connection_status === 'not_connected';
  const accountBusy = (account: SocialAccount) => (busy !== null && 'accountId' in busy && busy.accountId === account.id ? busy.action : null);
  return (
    <Stack spacing={2} component="section" aria-labelledby="connected-accounts-heading" id={connectedAccountsAnchor} sx={{ scrollMarginTop: 80 }}>
      <Box>
        <Typography id="connected-accounts-heading" variant="h6" component={headingComponent}>{t.heading}</Typography>
        <Typography variant="body2" color="text.secondary">{t.intro}</Typography>
      </Box>
      {outcome ? (
        <Alert severity={outcomeSeverity[outcome.outcome]} onClose={props.onDismissOutcome} slotProps={{ closeButton: { title: t.dismiss } }}>
          {outcomeMessage(outcome)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={t.connectGroup}>
        {platforms.map((platform) => (
          <Button key={platform} variant="contained" onClick={() => props.onConnect(platform)} disabled={busy !== null}
            startIcon={connectBusy(platform) ? <CircularProgress size={16} color="inherit" aria-hidden /> : icons[platform]}>
            {connectBusy(platform) ? t.connecting(platform) : t.connect(platform)}
          </Button>
        ))}
      </Stack>
      {status === 'loading' ? (
        <Stack spacing={1} role="status" aria-label={t.loading} aria-busy>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : status === 'error' ? (
        <Alert severity="error" action={props.onRetry ? <Button color="inherit" size="small" onClick={props.onRetry}>{t.retry}</Button> : undefined}>{t.loadFailed}</Alert>
      ) : accounts.length === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <Box component="ul" aria-label="Linked accounts" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {accounts.map((account) => (
            <li key={account.id}>
              <SocialAccountCard account={account} busy={accountBusy(account)}
                onVerify={() => props.onVerify(account)} onConnect={() => props.onConnect(account.platform)} onDisconnect={() => props.onDisconnect(account)} />
            </li>
          ))}
        </Box>
      )}
      <Dialog open={confirming !== null} onClose={props.onCancelDisconnect} aria-labelledby="disconnect-title" aria-describedby="disconnect-body">
        {confirming ? (
          <>
            <DialogTitle id="disconnect-title">{typed ? t.confirmRemoveTitle(confirming.handle) : t.confirmTitle(confirming.handle)}</DialogTitle>
            <DialogContent>
              <DialogContentText id="disconnect-body">{typed ? t.confirmRemoveBody : t.confirmBody(confirming.platform)}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={props.onCancelDisconnect}>{t.cancel}</Button>
              <Button color="error" variant="contained" onClick={props.onConfirmDisconnect}>{typed ? t.confirmRemove : t.confirm}</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Stack>
  );
}
