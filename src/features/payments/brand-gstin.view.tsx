import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BrandTaxDetails } from '../../api/generated/api';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import { brandTaxTexts as t } from '../../domain/payments/tax-invoice.texts';
import type { BrandGstinDialogProps } from './brand-gstin-dialog.view';

const BrandGstinDialog = lazyDialog<BrandGstinDialogProps>(() =>
  import(/* webpackChunkName: "brand-gstin-dialog" */ './brand-gstin-dialog.view').then((m) => m.BrandGstinDialogView));

export interface BrandGstinViewProps {
  status: 'loading' | 'error' | 'ready';
  details?: BrandTaxDetails;
  /** May add, change and remove it (payments.approve). */
  canEdit: boolean;
  saving?: boolean;
  onRetry?: () => void;
  onSave?: BrandGstinDialogProps['onSave'];
  onRemove?: () => void;
}

/** The brand's GSTIN, named on its invoices (a part of the Invoices section of /payments). */
export function BrandGstinView({ status, details, canEdit, saving = false, onRetry, onSave, onRemove }: BrandGstinViewProps) {
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  const openDialog = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  if (status === 'loading') {
    return (
      <Box role="status" aria-label={t.title} sx={{ mb: 2 }}>
        <Typography variant="subtitle2" component="h3">{t.title}</Typography>
        <Skeleton variant="text" width="60%" />
      </Box>
    );
  }
  if (status === 'error' || !details) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>{t.loadFailed}</Alert>;
  }
  return (
    <Box component="section" aria-labelledby="brand-gstin-heading" sx={{ p: 2, mb: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="brand-gstin-heading" variant="subtitle2" component="h3">{t.title}</Typography>
          {details.gstin ? (
            <Typography variant="body2">
              <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{details.gstin}</Box>
              {details.gst_state ? ` · ${t.stateOf(details.gst_state.name)}` : null}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">{t.none}</Typography>
          )}
        </Box>
        {canEdit ? (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button size="small" variant="outlined" onClick={openDialog} disabled={saving}>{details.gstin ? t.change : t.add}</Button>
            {details.gstin ? <Button size="small" color="error" onClick={onRemove} disabled={saving}>{t.remove}</Button> : null}
          </Stack>
        ) : null}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>{t.intro}</Typography>
      {canEdit ? (
        <BrandGstinDialog key={openings} open={open} current={details.gstin} saving={saving} onClose={() => setOpen(false)}
          onSave={async (gstin) => {
            const refused = await onSave?.(gstin);
            if (!refused) setOpen(false);
            return refused;
          }} />
      ) : null}
    </Box>
  );
}
