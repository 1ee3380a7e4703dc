import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { MyRates } from '../../api/enhanced-api';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import { availabilityLabels } from '../../domain/directory/rates.texts';
import { formatMoney } from '../../domain/format/display-format';
import { placementLabel, ratesTexts as t } from './rates-card.texts';
import type { RatesFormValues, RatesSubmitResult } from './rates-form.view';

// Opens on a click only: the dialog, its rows and react-hook-form load on the first Edit (docs/performance.md).
const RatesDialog = lazyDialog(() => import(/* webpackChunkName: "influencer-rates-dialog" */ './rates-dialog.component').then((m) => m.RatesDialog));

export interface RatesCardViewProps {
  status: 'loading' | 'error' | 'ready';
  data?: MyRates;
  onRetry?: () => void;
  /** Saves the dialog's values; nothing back means saved (the dialog closes), else the messages to show in it. */
  onSave: (values: RatesFormValues) => Promise<RatesSubmitResult>;
}

const availabilityColors = { available: 'success', limited: 'warning', unavailable: 'default' } as const;

/** The creator's availability and asking price per placement type, as brands see them in the directory; Edit opens a dialog. */
export function RatesCardView({ status, data, onRetry, onSave }: RatesCardViewProps) {
  const [editing, setEditing] = useState(false);
  const close = () => setEditing(false);
  const headingId = useId();

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">{t.title}</Typography>
          {status === 'ready' ? (
            <Button onClick={() => setEditing(true)} aria-label={t.editLabel}>{t.edit}</Button>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.subtitle}</Typography>
        {status === 'loading' ? <Skeleton variant="rounded" height={72} role="status" aria-label={t.loading} /> : null}
        {status === 'error' ? (
          <Alert severity="error" action={onRetry ? <Button color="inherit" onClick={onRetry}>{t.retry}</Button> : undefined}>{t.loadFailed}</Alert>
        ) : null}
        {status === 'ready' && data ? <RatesSummary data={data} /> : null}
      </CardContent>
      <RatesDialog
        open={editing}
        onClose={close}
        defaultValues={{ availability: data?.availability ?? 'available', rates: (data?.rates ?? []).map((rate) => ({ ...rate })) }}
        onSubmit={async (values) => {
          const result = await onSave(values);
          if (!result) close();
          return result;
        }}
      />
    </Card>
  );
}

function RatesSummary({ data }: { data: MyRates }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">{t.availability}:</Typography>
        <Chip size="small" variant="outlined" color={availabilityColors[data.availability]} label={availabilityLabels[data.availability]} />
      </Stack>
      {data.rates.length === 0 ? (
        <Typography variant="body2">{t.empty}</Typography>
      ) : (
        <Stack component="ul" aria-label={t.rates} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {data.rates.map((rate) => (
            // Label and price wrap under each other on a narrow phone instead of overflowing.
            <Stack component="li" key={rate.placement_type} direction="row" useFlexGap
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, minWidth: 0 }}>
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{placementLabel(rate.placement_type)}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatMoney(rate.amount, rate.currency)}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
