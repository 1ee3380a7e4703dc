import { PageTitle } from '../../components/page-title/page-title.component';
import { ActiveCampaignListSection } from '../active-campaigns/active-campaign-list.section';

/** /campaigns: every campaign the influencer accepted (All by default; the sidebar's ?status=completed opens Completed). */
export default function CampaignsPage() {
  return (
    <>
      <PageTitle />
      <ActiveCampaignListSection defaultStatus="all" />
    </>
  );
}
