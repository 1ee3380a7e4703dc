import { PageTitle } from '../../components/page-title/page-title.component';
import { ActiveCampaignListSection } from '../active-campaigns/active-campaign-list.section';

/** /campaigns/active: the campaigns the influencer is working on now (the Active tab by default). */
export default function ActiveCampaignsPage() {
  return (
    <>
      <PageTitle />
      <ActiveCampaignListSection defaultStatus="active" />
    </>
  );
}
