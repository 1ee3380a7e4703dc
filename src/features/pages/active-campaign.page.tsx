import { PageTitle } from '../../components/page-title/page-title.component';

/** /campaigns/active/:id/*: influencer dashboard for one campaign. Title only until its issue builds it. */
export default function ActiveCampaignPage() {
  return <PageTitle />;
}
