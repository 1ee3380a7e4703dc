import { StatusChip } from '../../components/status-chip/status-chip.component';
import { fundingStatusLabels, fundingStatusTone, type FundingStatus } from '../../domain/payments/payment.texts';

/** A funding's status (Paid, Confirming, Failed, Cancelled, Checkout open): the label carries the meaning. */
export const FundingStatusChip = ({ status }: { status: FundingStatus }) => (
  <StatusChip label={fundingStatusLabels[status]} tone={fundingStatusTone[status]} />
);
