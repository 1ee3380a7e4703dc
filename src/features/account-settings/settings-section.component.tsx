import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled card of the settings page; the heading labels the region. */
export function SettingsSection({ title, hint, children, tone }: { title: string; hint?: string; children: ReactNode; tone?: 'danger' }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, ...(tone === 'danger' ? { borderColor: 'error.main' } : {}) }}
    >
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }} color={tone === 'danger' ? 'error' : undefined}>
            {title}
          </Typography>
          {hint ? (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
