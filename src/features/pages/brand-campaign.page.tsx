import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title/page-title.component';
import { CampaignDetailsSection } from '../brand-campaigns/campaign-details.section';

/** /brands/:brandId/campaigns/:campaignId: brand campaign details. */
export default function BrandCampaignPage() {
  const { brandId = '', campaignId = '' } = useParams();
  return (
    <>
      <PageTitle />
      <CampaignDetailsSection key={campaignId} brandId={brandId} campaignId={campaignId} />
    </>
  );
}
