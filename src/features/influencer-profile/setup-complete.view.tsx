import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { influencerTexts as t } from './influencer-texts';

export interface SetupCompleteViewProps {
  state: 'loading' | 'complete' | 'incomplete';
  leaving?: boolean;
  onDashboard: () => void;
  onContinueSetup: () => void;
}

/** /influencer-setup-complete: the moment after setup, or a way back when the profile is not complete yet. */
export function SetupCompleteView({ state, leaving, onDashboard, onContinueSetup }: SetupCompleteViewProps) {
  if (state === 'loading') return <Typography color="text.secondary">Loading…</Typography>;
  const complete = state === 'complete';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {complete ? <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} /> : null}
        <Typography variant="h4" component="h1">{complete ? t.completeHeading : t.notCompleteYet}</Typography>
        {complete ? <Typography color="text.secondary">{t.completeBody}</Typography> : null}
        {complete ? (
          <Button variant="contained" size="large" loading={leaving} onClick={onDashboard}>{t.goToDashboard}</Button>
        ) : (
          <Button variant="contained" size="large" onClick={onContinueSetup}>{t.continueSetup}</Button>
        )}
      </Stack>
    </Paper>
  );
}
