import Chip from '@mui/material/Chip';
import { PageTitle } from '../../components/page-title/page-title.component';
import { uiTexts } from '../../domain/messages';

/** /dashboard for brands (SPEC §2). Title and account badge only until its issue builds it. */
export default function BrandDashboardPage() {
  return (
    <PageTitle title="Dashboard">
      <Chip label={uiTexts.brandAccount} color="primary" size="small" sx={{ mt: 1 }} />
    </PageTitle>
  );
}
