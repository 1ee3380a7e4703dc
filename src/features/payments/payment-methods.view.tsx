import { visuallyHidden } from '@mui/utils';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BrandPaymentMethod } from '../../api/generated/api';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import { formatDay } from '../../domain/format/display-format';
import { paymentMethodTexts as t, paymentMethodTypeLabels } from '../../domain/payments/payment-method.texts';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { useTimeZone } from '../settings/use-time-zone.hook';
import type { PaymentMethodFormValues } from './payment-method-form.types';
import type { PaymentMethodSubmitResult } from './payment-method-dialog.view';

// Opened by a click only: Dialog, react-hook-form and the rules load with the first press (docs/performance.md).
const PaymentMethodDialog = lazyDialog(() =>
  import(/* webpackChunkName: "payment-method-dialog" */ './payment-method-dialog.view').then((m) => m.PaymentMethodDialogView));
const RemoveDialog = lazyDialog(() =>
  import(/* webpackChunkName: "remove-payment-method-dialog" */ './remove-payment-method-dialog.component').then((m) => m.RemovePaymentMethodDialog));

export interface PaymentMethodsViewProps {
  status: 'loading' | 'error' | 'ready';
  methods?: readonly BrandPaymentMethod[];
  /** May add, remove and change the default (payments.approve: brand admins). */
  canManage: boolean;
  onRetry?: () => void;
  /** Each resolves to the refusal to show, or undefined when done. */
  onAdd?: (values: PaymentMethodFormValues) => Promise<PaymentMethodSubmitResult>;
  onSetDefault?: (method: BrandPaymentMethod) => Promise<string | undefined>;
  onRemove?: (method: BrandPaymentMethod) => Promise<string | undefined>;
}

interface RowProps {
  method: BrandPaymentMethod;
  canManage: boolean;
  busy: boolean;
  onSetDefault: () => void;
  onRemove: () => void;
}

function MethodRow({ method, canManage, busy, onSetDefault, onRemove }: RowProps) {
  const timeZone = useTimeZone();
  return (
    <Box component="li" aria-label={method.summary} sx={{
      listStyle: 'none', py: 1.5, display: 'flex', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', alignItems: 'center',
      borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 },
    }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{method.summary}</Typography>
          {method.is_default ? <Chip size="small" color="primary" label={t.defaultChip} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {paymentMethodTypeLabels[method.type]}
          {method.details.ifsc_code ? ` · ${method.details.ifsc_code}` : ''}
          {method.details.upi_provider ? ` · ${method.details.upi_provider}` : ''}
          {` · ${t.addedAt(formatDay(method.created_at, timeZone))}`}
        </Typography>
      </Box>
      {canManage ? (
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          {method.is_default ? null : (
            <Button size="small" onClick={onSetDefault} disabled={busy} aria-label={t.setDefaultFor(method.summary)}>{t.setDefault}</Button>
          )}
          <Button size="small" color="error" onClick={onRemove} disabled={busy} aria-label={t.removeFor(method.summary)}>{t.remove}</Button>
        </Stack>
      ) : null}
    </Box>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 4, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 40 } }}><AccountBalanceOutlined /></Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t.emptyTitle}</Typography>
      <Typography variant="body2" color="text.secondary">{t.emptyBody}</Typography>
    </Box>
  );
}

/**
 * The brand's payment methods on /payments (SPEC §3): summary, type, the default chip, Set as default and Remove
 * (behind a confirm step) for admins, and the Add payment method dialog. One column on a phone.
 */
export function PaymentMethodsView({ status, methods, canManage, onRetry, onAdd, onSetDefault, onRemove }: PaymentMethodsViewProps) {
  const [adding, setAdding] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [removing, setRemoving] = useState<BrandPaymentMethod | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const setDefault = async (method: BrandPaymentMethod) => {
    setBusyId(method.id);
    setFailure(null);
    setFailure((await onSetDefault?.(method)) ?? null);
    setBusyId(null);
  };

  let body;
  if (status === 'loading') {
    body = (
      <Stack spacing={1.5} role="status" aria-label={t.loading}>
        <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
        {[0, 1].map((i) => <Skeleton key={i} variant="rounded" height={64} />)}
      </Stack>
    );
  } else if (status === 'error' || !methods) {
    body = <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>;
  } else if (methods.length === 0) {
    body = <Empty />;
  } else {
    body = (
      <Box component="ul" aria-label={t.heading} sx={{ p: 0, m: 0 }}>
        {methods.map((method) => (
          <MethodRow key={method.id} method={method} canManage={canManage} busy={busyId === method.id}
            onSetDefault={() => void setDefault(method)}
            onRemove={() => {
              setRemoving(method);
              setRemoveOpen(true);
            }} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="payment-methods-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="payment-methods-heading" variant="h6" component="h2" sx={{ mr: 'auto' }}>{t.heading}</Typography>
        {canManage && status === 'ready' ? (
          <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>{t.add}</Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.intro}</Typography>
      {canManage || status !== 'ready' ? null : <Alert severity="info" sx={{ mb: 1 }}>{t.changeNotPermitted}</Alert>}
      <RefusalAlert message={failure} />
      {body}
      <PaymentMethodDialog open={adding} first={methods?.length === 0} onClose={() => setAdding(false)}
        onSubmit={(values) => onAdd?.(values) ?? Promise.resolve(undefined)} />
      <RemoveDialog open={removeOpen} method={removing} onClose={() => setRemoveOpen(false)}
        onConfirm={(method) => onRemove?.(method) ?? Promise.resolve(undefined)} />
    </Box>
  );
}
