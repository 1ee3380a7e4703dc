import { PageTitle } from '../../components/page-title/page-title.component';
import { ActiveCampaignSection } from '../active-campaigns/active-campaign.section';
import { SubmitContentConnected } from '../content-submission/submit-content.connected';

/**
 * /campaigns/active/:id/*: the influencer's dashboard for one accepted campaign (overview, placements, content, stats);
 * the Content tab's Submit content opens the submit-content dialog on this campaign.
 */
export default function ActiveCampaignPage() {
  return (
    <>
      <PageTitle />
      <ActiveCampaignSection renderSubmitContent={({ open, onClose, rosterId }) => <SubmitContentConnected open={open} onClose={onClose} rosterId={rosterId} />} />
    </>
  );
}
