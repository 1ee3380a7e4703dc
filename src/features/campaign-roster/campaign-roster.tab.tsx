import type { CampaignDetailsTab } from '../brand-campaigns/campaign-details.view';
import { lazySection } from '../../components/lazy-section/lazy-section';
import { rosterTexts } from './campaign-roster.texts';

// Shown after a click on the tab: its code loads then (docs/performance.md).
const CampaignRosterSection = lazySection(
  () => import(/* webpackChunkName: "campaign-roster-tab" */ './campaign-roster.section').then((m) => m.CampaignRosterSection),
);

/** The "Influencers" tab the brand campaign page adds beside the overview. */
export const campaignRosterTab = (campaignId: string): CampaignDetailsTab => ({
  id: 'influencers',
  label: rosterTexts.tabLabel,
  content: <CampaignRosterSection campaignId={campaignId} />,
});
