import { PageTitle } from '../../components/page-title/page-title.component';

/** /brands/:brandId/campaigns/wizard/:campaignId/:step: campaign edit wizard. Title only until its issue builds it. */
export default function CampaignWizardPage() {
  return <PageTitle />;
}
