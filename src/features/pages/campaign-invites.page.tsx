import { PageTitle } from '../../components/page-title/page-title.component';

/** /campaigns/invites: influencer campaign invitations. Title only until its issue builds it. */
export default function CampaignInvitesPage() {
  return <PageTitle />;
}
