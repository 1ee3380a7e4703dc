import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title/page-title.component';
import { InfluencerDetailsSection } from '../brand-influencers/influencer-details.section';

/** /brands/:brandId/campaigns/:campaignId/influencers/:influencerId: one roster influencer as the brand sees them. */
export default function BrandCampaignInfluencerPage() {
  const { brandId = '', campaignId = '', influencerId = '' } = useParams();
  return (
    <>
      <PageTitle />
      <InfluencerDetailsSection key={`${campaignId}/${influencerId}`} brandId={brandId} campaignId={campaignId} influencerId={influencerId} />
    </>
  );
}
