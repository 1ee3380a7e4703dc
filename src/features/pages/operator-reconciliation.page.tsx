import { PageTitle } from '../../components/page-title/page-title.component';
import { ReconciliationSection } from '../operator/reconciliation.section';

/** /operator/reconciliation: the payment reconciliation's runs and differences (staff only: StaffOnlyRoute). */
export default function OperatorReconciliationPage() {
  return (
    <>
      <PageTitle />
      <ReconciliationSection />
    </>
  );
}
