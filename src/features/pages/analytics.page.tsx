import { PageTitle } from '../../components/page-title/page-title.component';
import { AnalyticsPageSection } from '../analytics/analytics-page.section';

/** /analytics: the brand's performance report (docs/analytics.md "Screens"). */
export default function AnalyticsPage() {
  return (
    <>
      <PageTitle />
      <AnalyticsPageSection />
    </>
  );
}
