import { useParams } from 'react-router-dom';
import { useGetCampaignQuery } from '../../api/generated/api';
import { PageTitle } from '../../components/page-title/page-title.component';
import { CampaignSuccessView } from '../campaign-wizard/campaign-success.view';

/** /brands/:brandId/campaigns/:campaignId/success: shown after publishing (issue 5). */
export default function CampaignSuccessPage() {
  const { brandId = '', campaignId = '' } = useParams();
  const campaign = useGetCampaignQuery({ id: campaignId }, { skip: !campaignId });
  return (
    <>
      <PageTitle />
      <CampaignSuccessView brandId={brandId} campaignId={campaignId} name={campaign.data?.name} />
    </>
  );
}
