import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { FundingOrder } from '../../api/generated/api';
import { formatMoney } from '../../domain/format/display-format';
import { paymentFailureMessages, paymentPageTexts as t, paymentTexts } from '../../domain/payments/payment.texts';

export interface FundingReturnViewProps {
  /** The funding as last read; undefined while the first read is on its way. */
  funding?: FundingOrder;
  /** The funding could not be read (unknown id, or not this member's brand). */
  unknown?: boolean;
  /** Still unconfirmed after a minute. */
  slow?: boolean;
  onDismiss: () => void;
}

/** The checkout's outcome as an Alert: confirming, paid, failed (SPEC §8), cancelled, or not found; dismissible. */
export function FundingReturnView({ funding, unknown = false, slow = false, onDismiss }: FundingReturnViewProps) {
  const common = { onClose: onDismiss, closeText: t.dismiss, sx: { mb: 3 } } as const;
  if (!funding && unknown) {
    return <Alert {...common} severity="warning" role="status">{t.returnUnknown}</Alert>;
  }
  const pending = !funding || funding.status === 'created' || funding.status === 'authorized';
  if (!funding || pending) {
    return (
      <Alert {...common} severity="info" role="status" icon={<CircularProgress size={20} color="inherit" aria-label={t.confirmingLabel} />}>
        {slow ? t.confirmingSlow : paymentTexts.confirming}
      </Alert>
    );
  }
  if (funding.status === 'paid') {
    return <Alert {...common} severity="success" role="status">{paymentTexts.paid(formatMoney(funding.amount, funding.currency), funding.campaign_name)}</Alert>;
  }
  if (funding.status === 'failed') {
    return <Alert {...common} severity="error" role="alert">{funding.failure_message ?? paymentFailureMessages[funding.failure_kind ?? 'processing_failed']}</Alert>;
  }
  return <Alert {...common} severity="warning" role="status">{funding.failure_message ?? paymentTexts.cancelled}</Alert>;
}
