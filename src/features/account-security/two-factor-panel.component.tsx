import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SettingsSection } from '../account-settings/settings-section.component';
import { securityTexts as texts } from './account-security.texts';

export type TwoFactorStatus = 'loading' | 'error' | 'on' | 'off';

export interface TwoFactorPanelProps {
  status: TwoFactorStatus;
  onRetry: () => void;
  onUseAuthenticator: () => void;
  onUseEmailCodes: () => void;
  onTurnOff: () => void;
  onNewBackupCodes: () => void;
}

/** Settings > Two-factor authentication: on or off, and what can be done from there. */
export function TwoFactorPanel({ status, onRetry, onUseAuthenticator, onUseEmailCodes, onTurnOff, onNewBackupCodes }: TwoFactorPanelProps) {
  return (
    <SettingsSection title={texts.twoFactorHeading} hint={texts.twoFactorHint}>
      {status === 'loading' ? (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{texts.twoFactorLoading}</Typography>
        </Stack>
      ) : null}
      {status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{texts.retry}</Button>}>
          {texts.twoFactorLoadFailed}
        </Alert>
      ) : null}
      {status === 'on' || status === 'off' ? (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>{texts.twoFactorHeading}:</Typography>
            <Chip
              size="small"
              color={status === 'on' ? 'success' : 'default'}
              label={status === 'on' ? texts.twoFactorOn : texts.twoFactorOff}
              data-testid="two-factor-status"
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {status === 'off' ? (
              <>
                <Button variant="contained" onClick={onUseAuthenticator}>{texts.useAuthenticator}</Button>
                <Button variant="outlined" onClick={onUseEmailCodes}>{texts.useEmailCodes}</Button>
              </>
            ) : (
              <>
                <Button variant="outlined" onClick={onNewBackupCodes}>{texts.newBackupCodes}</Button>
                <Button variant="outlined" color="error" onClick={onTurnOff}>{texts.turnOff}</Button>
              </>
            )}
          </Stack>
        </Stack>
      ) : null}
    </SettingsSection>
  );
}
