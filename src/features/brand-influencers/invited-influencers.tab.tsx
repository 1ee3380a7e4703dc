import type { CampaignDetailsTab } from '../brand-campaigns/campaign-details.view';
import { InvitedInfluencersSection } from './invited-influencers.section';
import { invitedTexts } from './invited-influencers.texts';

/** The "Invited" tab the brand campaign page adds: who was invited, their answer and their content. */
export const invitedInfluencersTab = (brandId: string, campaignId: string): CampaignDetailsTab => ({
  id: 'invited',
  label: invitedTexts.tabLabel,
  content: <InvitedInfluencersSection brandId={brandId} campaignId={campaignId} />,
});
