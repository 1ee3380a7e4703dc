import { PageTitle } from '../../components/page-title/page-title.component';
import { PaymentsPageSection } from '../payments/payments-page.section';

/** /payments: the brand's balances, campaign escrow, funding and its history (docs/payments-page.md). */
export default function PaymentsPage() {
  return (
    <>
      <PageTitle />
      <PaymentsPageSection />
    </>
  );
}
