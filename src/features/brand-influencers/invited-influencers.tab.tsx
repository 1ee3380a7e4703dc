import type { CampaignDetailsTab } from '../brand-campaigns/campaign-details.view';
import { lazySection } from '../../components/lazy-section/lazy-section';
import { invitedTexts } from './invited-influencers.texts';

// Shown after a click on the tab: its code loads then (docs/performance.md).
const InvitedInfluencersSection = lazySection(
  () => import(/* webpackChunkName: "invited-influencers-tab" */ './invited-influencers.section').then((m) => m.InvitedInfluencersSection),
);

/** The "Invited" tab the brand campaign page adds: who was invited, their answer and their content. */
export const invitedInfluencersTab = (brandId: string, campaignId: string): CampaignDetailsTab => ({
  id: 'invited',
  label: invitedTexts.tabLabel,
  content: <InvitedInfluencersSection brandId={brandId} campaignId={campaignId} />,
});
