import { campaignObjectiveLabels, platformLabels } from '../../domain/campaigns/campaign-labels';
import { campaignObjectives, currencies, placementTypeInfo, platforms, type CampaignPlatform, type PlacementType } from '../../domain/campaigns/campaign-options';

/** [value, label] pairs of the wizard's selects. */
export const campaignLabelsOptions = {
  objectives: campaignObjectives.map((objective) => [objective, campaignObjectiveLabels[objective]] as const),
  currencies: currencies.map((currency) => [currency, currency] as const),
  platforms: platforms.map((platform) => [platform, platformLabels[platform]] as const),
};

/**
 * Placement types a brand can add here, per platform. Old-video branding is left out: it needs the video links and is
 * added through POST campaigns/{id}/old-video-branding/ (existing rows are kept as they are).
 */
export function placementTypesOf(chosen: readonly CampaignPlatform[]): PlacementType[] {
  return (Object.keys(placementTypeInfo) as PlacementType[])
    .filter((type) => type !== 'yt_old_video_branding' && chosen.includes(placementTypeInfo[type].platform));
}
