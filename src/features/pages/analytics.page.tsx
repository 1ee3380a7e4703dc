import { PageTitle } from '../../components/page-title/page-title.component';

/** /analytics: brand analytics. Title only until its issue builds it. */
export default function AnalyticsPage() {
  return <PageTitle />;
}
