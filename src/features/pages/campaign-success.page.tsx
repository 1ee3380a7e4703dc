import { PageTitle } from '../../components/page-title/page-title.component';

/** /brands/:brandId/campaigns/:campaignId/success: campaign success page. Title only until its issue builds it. */
export default function CampaignSuccessPage() {
  return <PageTitle />;
}
