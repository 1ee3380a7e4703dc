import { PageTitle } from '../../components/page-title/page-title.component';

/** /campaigns/active: influencer active campaigns list. Title only until its issue builds it. */
export default function ActiveCampaignsPage() {
  return <PageTitle />;
}
