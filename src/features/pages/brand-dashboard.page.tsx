import Chip from '@mui/material/Chip';
import { PageTitle } from '../../components/page-title/page-title.component';
import { uiTexts } from '../../domain/messages';
import { BrandDashboardSection } from '../brand-dashboard/brand-dashboard.section';

/** /dashboard for brands (SPEC §2): the account badge, then the brand's metrics and newest campaigns. */
export default function BrandDashboardPage() {
  return (
    <>
      <PageTitle title="Dashboard">
        <Chip label={uiTexts.brandAccount} color="primary" size="small" sx={{ mt: 1 }} />
      </PageTitle>
      <BrandDashboardSection />
    </>
  );
}
