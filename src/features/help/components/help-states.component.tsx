import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { helpTexts } from '../../../domain/help/help.texts';

/** A link back up the help centre, e.g. 'Back to Payouts'. */
export function HelpBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      {label}
    </Link>
  );
}

/** Placeholder blocks in the shape of the content, announced once to screen readers. */
export function HelpLoading({ lines = 4 }: { lines?: number }) {
  return (
    <Box role="status" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {helpTexts.loading}
      </Box>
      <Skeleton variant="text" width="45%" height={48} />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={72} sx={{ my: 1.5 }} />
      ))}
    </Box>
  );
}

/** 'Failed to load ...' with a way to try again. */
export function HelpError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {helpTexts.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** The page does not exist, or is written for the other role: the same answer either way. */
export function HelpNotFound({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <Box>
      <HelpBackLink to={backTo} label={backLabel} />
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{helpTexts.notFoundBody}</Typography>
    </Box>
  );
}
