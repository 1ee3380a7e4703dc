import { PageTitle } from '../../components/page-title/page-title.component';
import { InviteListSection } from '../campaign-invites/invite-list.section';

/** /campaigns/invites: the influencer's campaign invitations (influencer-only route). */
export default function CampaignInvitesPage() {
  return (
    <>
      <PageTitle />
      <InviteListSection />
    </>
  );
}
