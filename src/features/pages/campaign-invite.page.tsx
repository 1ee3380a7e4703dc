import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title/page-title.component';
import { InviteDetailsSection } from '../campaign-invites/invite-details.section';

/** /campaigns/invites/:inviteId: one invite's brief and offer, and the influencer's answer (influencer-only route). */
export default function CampaignInvitePage() {
  const { inviteId = '' } = useParams();
  return (
    <>
      <PageTitle />
      <InviteDetailsSection key={inviteId} inviteId={inviteId} />
    </>
  );
}
