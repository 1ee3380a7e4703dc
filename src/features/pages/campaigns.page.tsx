import { PageTitle } from '../../components/page-title/page-title.component';

/** /campaigns: influencer campaigns list. Title only until its issue builds it. */
export default function CampaignsPage() {
  return <PageTitle />;
}
