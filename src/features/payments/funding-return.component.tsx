import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { useGetFundingOrderQuery } from '../../api/generated/api';
import { formatMoney } from '../../domain/format/display-format';
import { paymentFailureMessages, paymentPageTexts as t, paymentTexts } from '../../domain/payments/payment.texts';

/** Polling while the provider confirms (about 2 s), and slower once it takes long (the page keeps watching). */
export const confirmPollMs = 2_000;
export const slowPollMs = 10_000;
/** After this long still unconfirmed, say so instead of "waiting". */
export const slowAfterMsDefault = 60_000;

export interface FundingReturnProps {
  /** ?funding=<id>: the funding the browser came back from the checkout for. */
  fundingId: string;
  onDismiss: () => void;
  /** Called once when the funding reaches paid, failed or cancelled: the page refetches its figures. */
  onSettled?: () => void;
  slowAfterMs?: number;
}

/**
 * The outcome of a checkout, at the top of /payments: confirming (polls GET funding-orders/{id}/ until the provider's
 * webhook decides), paid, failed (SPEC §8's message) or cancelled. Dismissing removes ?funding from the URL.
 */
export function FundingReturn({ fundingId, onDismiss, onSettled, slowAfterMs = slowAfterMsDefault }: FundingReturnProps) {
  const [slow, setSlow] = useState(false);
  const [settled, setSettled] = useState(false);
  const query = useGetFundingOrderQuery({ id: fundingId }, { pollingInterval: settled ? 0 : slow ? slowPollMs : confirmPollMs });
  const funding = query.data;
  const pending = !funding || funding.status === 'created' || funding.status === 'authorized';
  if (funding && !pending && !settled) setSettled(true);

  const reported = useRef(false);
  useEffect(() => {
    if (!settled || reported.current) return;
    reported.current = true;
    onSettled?.();
  }, [settled, onSettled]);

  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [settled, slowAfterMs]);

  const common = { onClose: onDismiss, closeText: t.dismiss, sx: { mb: 3 } } as const;
  if (!funding && query.isError) {
    return <Alert {...common} severity="warning" role="status">{t.returnUnknown}</Alert>;
  }
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
