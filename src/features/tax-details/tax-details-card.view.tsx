import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { GetMyTaxDetailsApiResponse } from '../../api/generated/api';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import type { TaxDetailsFormValues } from './tax-details-form.schema';
import type { TaxSubmitResult } from './tax-details-form.view';
import { taxDetailsAnchor, taxTexts as t } from './tax-texts';

// Opens on a click only: the dialog, its form and react-hook-form load on the first open (docs/performance.md).
const TaxDetailsDialog = lazyDialog(() =>
  import(/* webpackChunkName: "tax-details-dialog" */ './tax-details-dialog.component').then((m) => m.TaxDetailsDialog),
);

export interface TaxDetailsCardViewProps {
  status: 'loading' | 'error' | 'ready';
  details?: GetMyTaxDetailsApiResponse;
  onRetry?: () => void;
  /** Saves the dialog's values; nothing back means saved (the dialog closes), else the messages to show. */
  onSave: (values: TaxDetailsFormValues) => Promise<TaxSubmitResult>;
}

/** PAN (masked) and GSTIN with its state, or why a PAN is needed; Add PAN / Change opens a dialog that starts afresh. */
export function TaxDetailsCardView({ status, details, onRetry, onSave }: TaxDetailsCardViewProps) {
  const [editing, setEditing] = useState(false);
  const close = () => setEditing(false);
  const headingId = useId();
  const hasPan = Boolean(details?.has_pan);

  return (
    <Paper id={taxDetailsAnchor} component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.subtitle}
      </Typography>
      {status === 'loading' ? <Skeleton variant="rounded" height={56} role="status" aria-label={t.loading} /> : null}
      {status === 'error' ? (
        <Alert severity="error" action={onRetry ? <Button color="inherit" onClick={onRetry}>{t.retry}</Button> : undefined}>
          {t.loadFailed}
        </Alert>
      ) : null}
      {status === 'ready' ? <TaxSummary details={details} /> : null}
      {status === 'ready' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant={hasPan ? 'outlined' : 'contained'} onClick={() => setEditing(true)}>
            {hasPan ? t.change : t.add}
          </Button>
        </Stack>
      ) : null}
      <TaxDetailsDialog
        open={editing}
        onClose={close}
        defaultValues={{ gstin: details?.gstin ?? '' }}
        onSubmit={async (values) => {
          const result = await onSave(values);
          if (!result) close();
          return result;
        }}
      />
    </Paper>
  );
}

function TaxSummary({ details }: { details?: GetMyTaxDetailsApiResponse }) {
  if (!details?.has_pan) return <Typography>{t.none}</Typography>;
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0, '& dd': { m: 0 } }}>
      <div>
        <Typography component="dt" variant="body2" color="text.secondary">{t.pan}</Typography>
        <Typography component="dd" sx={{ fontFamily: 'monospace', letterSpacing: '0.05em' }}>{details.pan_masked}</Typography>
      </div>
      <div>
        <Typography component="dt" variant="body2" color="text.secondary">{t.gstinShort}</Typography>
        <Typography component="dd">
          {details.gstin ? (
            <>
              <Typography component="span" sx={{ fontFamily: 'monospace', letterSpacing: '0.05em' }}>{details.gstin}</Typography>
              {details.gst_state ? ` · ${details.gst_state.name}` : null}
            </>
          ) : (
            t.noGstin
          )}
        </Typography>
      </div>
    </Stack>
  );
}
