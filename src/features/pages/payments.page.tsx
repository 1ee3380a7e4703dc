import { PageTitle } from '../../components/page-title/page-title.component';

/** /payments: brand payments. Title only until its issue builds it. */
export default function PaymentsPage() {
  return <PageTitle />;
}
