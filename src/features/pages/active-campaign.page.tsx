import { PageTitle } from '../../components/page-title/page-title.component';
import { ActiveCampaignSection } from '../active-campaigns/active-campaign.section';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';

// Opens on a click only: the dialog, its form and its queries load on the first open (docs/performance.md).
const SubmitContentConnected = lazyDialog(
  () => import(/* webpackChunkName: "submit-content-dialog" */ '../content-submission/submit-content.connected').then((m) => m.SubmitContentConnected),
);

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
