import { useEffect, useRef, useState } from 'react';
import { useGetFundingOrderQuery } from '../../api/generated/api';
import { FundingReturnView } from './funding-return.view';

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

  return <FundingReturnView funding={funding} unknown={!funding && query.isError} slow={slow} onDismiss={onDismiss} />;
}
