import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BrandPayments, CampaignEscrow } from '../../api/generated/api';
import { paymentPageTexts as t } from '../../domain/payments/payment.texts';
import { LoadFailed } from '../brand-campaigns/campaign-list-states.component';
import { BalanceCards } from './balance-cards.component';
import { CampaignEscrowList } from './campaign-escrow.component';
import { FundingHistory } from './funding-history.component';

export interface PaymentsOverviewViewProps {
  status: 'loading' | 'error' | 'ready';
  brandId: string;
  payments?: BrandPayments;
  /** The checkout's outcome (?funding=): shown above everything else, whatever the rest is doing. */
  notice?: ReactNode;
  onRetry?: () => void;
  onFund?: (campaign: CampaignEscrow) => void;
  /** Payout lines waiting for the brand's approval (their own section and data), below the balances. */
  approvals?: ReactNode;
}

function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label={t.loading}>
      <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
      <Skeleton variant="rounded" height={150} />
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  );
}

/** /payments for a brand: balances per currency, payouts awaiting approval, escrow per campaign with Fund, and the funding history. */
export function PaymentsOverviewView({ status, brandId, payments, notice, onRetry, onFund, approvals }: PaymentsOverviewViewProps) {
  let body: ReactNode;
  if (status === 'loading') body = <Loading />;
  else if (status === 'error' || !payments) body = <LoadFailed message={t.loadFailed} onRetry={onRetry} />;
  else {
    body = (
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">{t.intro}</Typography>
        <BalanceCards balances={payments.balances} />
        {approvals}
        <CampaignEscrowList brandId={brandId} campaigns={payments.campaigns} canFund={payments.permissions.fund} onFund={(c) => onFund?.(c)} />
        <FundingHistory fundings={payments.fundings} />
      </Stack>
    );
  }
  return (
    <>
      {notice}
      {body}
    </>
  );
}
