import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title/page-title.component';
import { CampaignListSection } from '../brand-campaigns/campaign-list.section';

/** /brands/:brandId/campaigns: the brand's campaign list. */
export default function BrandCampaignsPage() {
  const { brandId = '' } = useParams();
  return (
    <>
      <PageTitle />
      <CampaignListSection key={brandId} brandId={brandId} />
    </>
  );
}
