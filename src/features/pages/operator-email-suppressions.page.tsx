import { PageTitle } from '../../components/page-title/page-title.component';
import { OperatorEmailSuppressionsSection } from '../operator/operator-email-suppressions.section';

/** /operator/email-suppressions: the outreach e-mail suppression list (staff only: StaffOnlyRoute). */
export default function OperatorEmailSuppressionsPage() {
  return (
    <>
      <PageTitle />
      <OperatorEmailSuppressionsSection />
    </>
  );
}
