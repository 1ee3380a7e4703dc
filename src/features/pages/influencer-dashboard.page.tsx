import Chip from '@mui/material/Chip';
import { PageTitle } from '../../components/page-title/page-title.component';
import { uiTexts } from '../../domain/messages';

/** /dashboard for influencers (SPEC §2). Title and account badge only until its issue builds it. */
export default function InfluencerDashboardPage() {
  return (
    <PageTitle title="Dashboard">
      <Chip label={uiTexts.influencerAccount} color="secondary" size="small" sx={{ mt: 1 }} />
    </PageTitle>
  );
}
