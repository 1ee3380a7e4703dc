import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { uiTexts } from '../../domain/messages';

export interface RouterFallbackProps {
  /** The error's status text ('404 Not Found') or message. */
  message: string;
  /** Shown only when present; the app passes it in development builds only. */
  stack?: string;
}

/** The router's error screen (SPEC §2): 'Unexpected Application Error!' with the status text or message. */
export function RouterFallback({ message, stack }: RouterFallbackProps) {
  return (
    <Box role="alert" sx={{ p: { xs: 3, md: 6 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {uiTexts.routerFallbackTitle}
      </Typography>
      <Typography component="p" variant="h2" sx={{ fontStyle: 'italic', mb: 3 }}>
        {message}
      </Typography>
      {stack ? (
        <Box component="pre" sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', fontSize: 13 }}>
          {stack}
        </Box>
      ) : null}
      <Button variant="contained" href="/dashboard">
        Go to dashboard
      </Button>
    </Box>
  );
}
