import { PageTitle } from '../../components/page-title/page-title.component';
import { MessageReportsSection } from '../operator/message-reports.section';

/** /operator/message-reports: reported conversations and messages, resolved by operators (staff only: StaffOnlyRoute). */
export default function OperatorMessageReportsPage() {
  return (
    <>
      <PageTitle />
      <MessageReportsSection />
    </>
  );
}
