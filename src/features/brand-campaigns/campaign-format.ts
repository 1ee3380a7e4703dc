import type { Campaign } from '../../api/generated/api';

/** Drafts are finished in the wizard; everything else opens its details page. */
export const campaignHref = (campaign: Pick<Campaign, 'id' | 'brand_id' | 'status'>) =>
  campaign.status === 'draft'
    ? `/brands/${campaign.brand_id}/campaigns/wizard/${campaign.id}/general`
    : `/brands/${campaign.brand_id}/campaigns/${campaign.id}`;

export const createCampaignHref = (brandId: string) => `/brands/${brandId}/campaigns/create`;
export const campaignListHref = (brandId: string) => `/brands/${brandId}/campaigns`;
