import { placementTypeInfo, type PlacementType } from '../campaigns/campaign-options';

/** The shell notifications of the content review flow (docs/marketplace.md), one per event and side. */
const placement = (type: PlacementType) => placementTypeInfo[type].label;

export const verificationNotifications = {
  submitted: (influencer: string, campaign: string, type: PlacementType) => ({
    title: 'Content submitted',
    message: `${influencer} submitted content for "${placement(type)}" in ${campaign}.`,
    actionLabel: 'Review',
  }),
  verified: (campaign: string, type: PlacementType) => ({
    title: 'Content verified',
    message: `Your content for "${placement(type)}" in ${campaign} was verified.`,
    actionLabel: 'View',
  }),
  rejected: (campaign: string, type: PlacementType) => ({
    title: 'Content rejected',
    message: `Your content for "${placement(type)}" in ${campaign} was rejected. You can dispute it once or submit new content.`,
    actionLabel: 'View',
  }),
  disputed: (influencer: string, campaign: string) => ({
    title: 'Rejection disputed',
    message: `${influencer} disputed your rejection in ${campaign}. Respond before an operator decides.`,
    actionLabel: 'Respond',
  }),
  responded: (campaign: string) => ({
    title: 'Brand responded to your dispute',
    message: `The brand answered your dispute in ${campaign}. An operator will decide.`,
    actionLabel: 'View',
  }),
  decided: (campaign: string, approved: boolean) => ({
    title: approved ? 'Dispute upheld' : 'Dispute denied',
    message: approved
      ? `An operator upheld the dispute in ${campaign}: the content counts as verified.`
      : `An operator denied the dispute in ${campaign}: the rejection stands.`,
    actionLabel: 'View',
  }),
} as const;

/** Where each side reads a submission's thread. */
export const brandContentLink = (brandId: string, campaignId: string) => `/brands/${brandId}/campaigns/${campaignId}`;
/** The influencer's Content tab of the campaign: /campaigns/active/ takes their roster (campaign_influencers) id. */
export const influencerContentLink = (rosterId: string) => `/campaigns/active/${rosterId}/content`;
