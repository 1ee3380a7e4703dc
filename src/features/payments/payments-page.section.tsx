import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { useGetBrandPaymentsQuery, type CampaignEscrow } from '../../api/generated/api';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import { paymentPageTexts as t } from '../../domain/payments/payment.texts';
import { fundingState } from '../../domain/payments/funding-rules';
import { FundingReturn } from './funding-return.component';
import { PaymentsOverviewView } from './payments-overview.view';
import { PayoutApprovalsSection } from '../payout-approvals/payout-approvals.section';
import { InvoicesSection } from './invoices.section';
import { PaymentMethodsSection } from './payment-methods.section';

const FundDialog = lazyDialog(() => import(/* webpackChunkName: "fund-dialog" */ './fund-dialog.component').then((m) => m.default));

/**
 * /payments: the signed-in brand member's GET brands/{id}/payments/, the fund dialog, and the checkout's return
 * (`?funding=<id>`, where the server sends the browser back after the provider).
 */
export function PaymentsPageSection() {
  const whoami = useWhoamiQuery();
  const brandId = whoami.data?.brand_id ?? null;
  const payments = useGetBrandPaymentsQuery({ id: brandId ?? '' }, { skip: !brandId });
  const [params, setParams] = useSearchParams();
  const fundingId = params.get('funding');
  const [fundOpen, setFundOpen] = useState(false);
  const [fundTarget, setFundTarget] = useState<CampaignEscrow | null>(null);
  const { refetch } = payments;
  const refresh = useCallback(() => {
    // The funding can settle in the very commit whose effects start this query (children's effects run first):
    // RTK Query refuses a refetch before its subscription, and the first fetch is about to bring fresh figures anyway.
    try {
      void refetch();
    } catch {
      /* not started yet: its first fetch is current */
    }
  }, [refetch]);

  // `?fund=<campaignId>` (the invite dialog's "Fund campaign" link): the Fund dialog opens for that campaign once the
  // figures are here, if this member may fund it; the parameter goes either way, so a reload does not reopen it.
  const fundCampaignId = params.get('fund');
  useEffect(() => {
    if (!fundCampaignId || !payments.data) return;
    const campaign = payments.data.campaigns.find((c) => c.campaign_id === fundCampaignId);
    if (campaign && payments.data.permissions.fund && fundingState(campaign) === 'open') {
      setFundTarget(campaign);
      setFundOpen(true);
    }
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('fund');
      return next;
    }, { replace: true });
  }, [fundCampaignId, payments.data, setParams]);

  // An influencer (or a member without a brand) gets what the other brand pages give them: a short note.
  if (!whoami.isLoading && !brandId) return <Alert severity="info">{t.noBrand}</Alert>;

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('funding');
        return next;
      },
      { replace: true },
    );
  const status = whoami.isLoading || payments.isLoading ? 'loading' : payments.data ? 'ready' : payments.isError ? 'error' : 'loading';
  return (
    <>
      <PaymentsOverviewView
        status={status}
        brandId={brandId ?? ''}
        payments={payments.data}
        onRetry={refresh}
        onFund={(campaign) => {
          setFundTarget(campaign);
          setFundOpen(true);
        }}
        notice={fundingId ? <FundingReturn key={fundingId} fundingId={fundingId} onDismiss={dismiss} onSettled={refresh} /> : null}
        approvals={brandId && payments.data ? <PayoutApprovalsSection brandId={brandId} canApprove={payments.data.permissions.approve} /> : null}
      />
      {brandId && payments.data ? <InvoicesSection brandId={brandId} canEditGstin={payments.data.permissions.approve} /> : null}
      {/* Where refunds go (docs/payments-page.md "Payment methods"): its own data, below the money. */}
      {brandId && payments.data ? <Box sx={{ mt: 3 }}><PaymentMethodsSection brandId={brandId} /></Box> : null}
      {brandId ? (
        <FundDialog open={fundOpen} brandId={brandId} campaign={fundTarget} sandbox={payments.data?.provider_mode === 'sandbox'}
          onClose={() => setFundOpen(false)} />
      ) : null}
    </>
  );
}
