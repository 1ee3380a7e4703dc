import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DirectoryProfileSection } from '../directory/directory-profile.section';
import { MessageButton } from '../messages/components/message-button.component';
import { directoryTexts as t } from '../directory/directory.texts';
import { useTeamPermission } from '../team/use-team-permission.hook';

const AddToShortlistDialog = lazy(() => import(/* webpackChunkName: "directory-actions" */ '../directory/add-to-shortlist.dialog').then((m) => ({ default: m.AddToShortlistDialog })));
const InviteToCampaignDialog = lazy(() => import(/* webpackChunkName: "directory-actions" */ '../directory/invite-to-campaign.dialog').then((m) => ({ default: m.InviteToCampaignDialog })));

/** /influencers/:influencerId: one creator as a brand sees them, with Add to shortlist and Invite to campaign (docs/directory.md). */
export default function InfluencerProfilePage() {
  const { influencerId = '' } = useParams();
  const [dialog, setDialog] = useState<'shortlist' | 'invite' | null>(null);
  // By the member's own flags (whoami); someone who is no brand member is offered none of these.
  // Shortlists and campaign invites both need influencers.invite (the server's checks).
  const canEdit = useTeamPermission('influencers.invite') ?? false;
  // A brand may write first to a creator it finds here (docs/messages.md).
  const canMessage = useTeamPermission('influencers.message') ?? false;
  return (
    <DirectoryProfileSection key={influencerId} influencerId={influencerId} actions={canEdit || canMessage ? (profile) => (
      <>
        {canMessage ? <MessageButton influencerId={profile.id} name={profile.display_name} /> : null}
        {canEdit ? (
          <>
            <Button variant="outlined" onClick={() => setDialog('shortlist')}>{t.addSelectionToShortlist}</Button>
            <Button variant="contained" onClick={() => setDialog('invite')}>{t.inviteSelection}</Button>
          </>
        ) : null}
        <Suspense fallback={null}>
          {dialog === 'shortlist' && <AddToShortlistDialog open onClose={() => setDialog(null)} influencerIds={[profile.id]} />}
          {dialog === 'invite' && <InviteToCampaignDialog open onClose={() => setDialog(null)} creators={[{ id: profile.id, display_name: profile.display_name }]} />}
        </Suspense>
      </>
    ) : undefined} />
  );
}
