import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { uiTexts } from '../../domain/messages';

export interface GlobalFallbackProps {
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

/** The last-resort screen of the global error boundary (SPEC §2). */
export function GlobalFallback({ onReload = () => window.location.reload() }: GlobalFallbackProps) {
  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}
    >
      <Typography variant="h1" component="h1">
        {uiTexts.globalFallbackTitle}
      </Typography>
      <Typography color="text.secondary">{uiTexts.globalFallbackBody}</Typography>
      <Button variant="contained" onClick={onReload}>
        {uiTexts.reloadPage}
      </Button>
    </Box>
  );
}
