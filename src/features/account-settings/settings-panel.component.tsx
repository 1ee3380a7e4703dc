import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountMessages } from '../../domain/settings/settings.texts';
import { SettingsForm, type SettingsFormProps } from './settings-form.component';
import { settingsTexts } from './settings-labels';

export interface SettingsPanelProps extends SettingsFormProps {
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
}

/** Loading, load failure with Retry, or the settings form; warns before the tab closes with unsaved edits. */
export function SettingsPanel({ status, onRetry, ...form }: SettingsPanelProps) {
  useEffect(() => {
    if (!form.isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = settingsTexts.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [form.isDirty]);

  if (status === 'loading') {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography>{settingsTexts.loading}</Typography>
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{settingsTexts.retry}</Button>}>
        {accountMessages.settingsLoadFailed}
      </Alert>
    );
  }
  return <SettingsForm {...form} />;
}
