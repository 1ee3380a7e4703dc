import { PageTitle } from '../../components/page-title/page-title.component';

/** /brands/:brandId/campaigns/create: campaign creation. Title only until its issue builds it. */
export default function CreateCampaignPage() {
  return <PageTitle />;
}
