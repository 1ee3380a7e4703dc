import type { CampaignDetailsTab } from '../brand-campaigns/campaign-details.view';
import { CampaignRosterSection } from './campaign-roster.section';
import { rosterTexts } from './campaign-roster.texts';

/** The "Influencers" tab the brand campaign page adds beside the overview. */
export const campaignRosterTab = (campaignId: string): CampaignDetailsTab => ({
  id: 'influencers',
  label: rosterTexts.tabLabel,
  content: <CampaignRosterSection campaignId={campaignId} />,
});
