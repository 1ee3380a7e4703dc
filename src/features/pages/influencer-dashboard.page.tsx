import Chip from '@mui/material/Chip';
import { PageTitle } from '../../components/page-title/page-title.component';
import { uiTexts } from '../../domain/messages';
import { InfluencerDashboardSection } from '../influencer-dashboard/influencer-dashboard.section';

/** /dashboard for influencers (SPEC §2): the account badge, then invites, active work, deadlines and earnings. */
export default function InfluencerDashboardPage() {
  return (
    <>
      <PageTitle title="Dashboard">
        <Chip label={uiTexts.influencerAccount} color="secondary" size="small" sx={{ mt: 1 }} />
      </PageTitle>
      <InfluencerDashboardSection />
    </>
  );
}
