import { PageTitle } from '../../components/page-title/page-title.component';

/** /brands/:brandId/campaigns/:campaignId: brand campaign details. Title only until its issue builds it. */
export default function BrandCampaignPage() {
  return <PageTitle />;
}
