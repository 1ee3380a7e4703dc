import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title/page-title.component';
import { CampaignWizard } from '../campaign-wizard/campaign-wizard.component';

/** /brands/:brandId/campaigns/create: the wizard's first step for a campaign not saved yet (issue 5). */
export default function CreateCampaignPage() {
  const { brandId = '' } = useParams();
  return (
    <>
      <PageTitle />
      <CampaignWizard brandId={brandId} campaignId="new" step="general" />
    </>
  );
}
