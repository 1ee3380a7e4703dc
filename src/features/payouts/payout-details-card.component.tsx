import { useDeletePaymentInfoMutation, useGetPaymentInfoQuery } from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import { PayoutDetailsCardView } from './payout-details-card.view';
import { payoutTexts } from './payout-texts';
import { lazySection } from '../../components/lazy-section/lazy-section';

// Shown in the dialog after Change/Add: its code loads then (docs/performance.md).
const PayoutMethodForm = lazySection(
  () => import(/* webpackChunkName: "payout-method-form" */ './payout-method-form.component').then((m) => m.PayoutMethodForm),
);

/** The influencer's payout details on /settings: masked view, change in a dialog, remove with confirmation. */
export function PayoutDetailsCard() {
  const query = useGetPaymentInfoQuery();
  const [deletePaymentInfo] = useDeletePaymentInfoMutation();
  const status = query.isLoading ? 'loading' : query.isError ? 'error' : 'ready';

  return (
    <PayoutDetailsCardView
      status={status}
      info={query.data}
      onRetry={() => void query.refetch()}
      onRemove={async () => {
        await deletePaymentInfo().unwrap();
        notify.success(payoutTexts.removed);
      }}
      renderForm={(close) => (
        <PayoutMethodForm onSaved={close} onCancel={close} defaultMethod={query.data?.payment_method ?? undefined} />
      )}
    />
  );
}
