import { PageTitle } from '../../components/page-title/page-title.component';

/** /brands/:brandId/campaigns: the brand's campaign list. */
export default function BrandCampaignsPage() {
  return <PageTitle />;
}
