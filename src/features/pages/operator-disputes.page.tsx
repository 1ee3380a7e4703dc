import { PageTitle } from '../../components/page-title/page-title.component';
import { DisputesSection } from '../operator/disputes.section';

/** /operator/disputes: the platform operator's dispute queue (staff only: StaffOnlyRoute). */
export default function OperatorDisputesPage() {
  return (
    <>
      <PageTitle />
      <DisputesSection />
    </>
  );
}
