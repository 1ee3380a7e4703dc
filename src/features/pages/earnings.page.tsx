import { PageTitle } from '../../components/page-title/page-title.component';
import { EarningsSection } from '../earnings/earnings.section';

/** /earnings (influencer): balances, the payout-details prompt and the payout lines (docs/payments.md). */
export default function EarningsPage() {
  return (
    <>
      <PageTitle />
      <EarningsSection />
    </>
  );
}
