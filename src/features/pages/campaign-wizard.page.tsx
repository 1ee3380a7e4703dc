import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title/page-title.component';
import { CampaignWizard } from '../campaign-wizard/campaign-wizard.component';

/** /brands/:brandId/campaigns/wizard/:campaignId/:step: the campaign wizard (issue 5); 'new' is a campaign not saved yet. */
export default function CampaignWizardPage() {
  const { brandId = '', campaignId = 'new', step } = useParams();
  return (
    <>
      <PageTitle />
      <CampaignWizard brandId={brandId} campaignId={campaignId} step={step} />
    </>
  );
}
