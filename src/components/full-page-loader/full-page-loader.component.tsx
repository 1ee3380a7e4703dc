import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { uiTexts } from '../../domain/messages';

export interface FullPageLoaderProps {
  /** What is being waited for, e.g. 'Loading authentication...' or 'Verifying access...'. */
  text?: string;
  /** Fill the viewport (default), or only the area it sits in, e.g. the shell's page area. */
  fullHeight?: boolean;
}

/** A whole-page wait with a spinner and the text, announced politely to screen readers. */
export function FullPageLoader({ text = uiTexts.loading, fullHeight = true }: FullPageLoaderProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: fullHeight ? '100vh' : 240, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
