import { PageTitle } from '../../components/page-title/page-title.component';
import { OperatorOutboxSection } from '../operator/operator-outbox.section';

/** /operator/outbox: kept e-mails and outreach tracking records (staff only: StaffOnlyRoute). */
export default function OperatorOutboxPage() {
  return (
    <>
      <PageTitle />
      <OperatorOutboxSection />
    </>
  );
}
