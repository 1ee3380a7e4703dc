import { PageTitle } from '../../components/page-title/page-title.component';

/** /earnings: influencer earnings. Title only until its issue builds it. */
export default function EarningsPage() {
  return <PageTitle />;
}
