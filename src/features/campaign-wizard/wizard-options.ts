import { campaignObjectiveLabels, platformLabels } from '../../domain/campaigns/campaign-labels';
import { campaignObjectives, currencies, placementTypeInfo, platforms, type CampaignPlatform, type PlacementType } from '../../domain/campaigns/campaign-options';

/** [value, label] pairs of the wizard's selects. */
export const campaignLabelsOptions = {
  objectives: campaignObjectives.map((objective) => [objective, campaignObjectiveLabels[objective]] as const),
  currencies: currencies.map((currency) => [currency, currency] as const),
  platforms: platforms.map((platform) => [platform, platformLabels[platform]] as const),
};

/**
 * Placement types a brand can add as ordinary rows, per platform. Old-video branding is left out: it needs the video
 * links and has its own section (POST campaigns/{id}/old-video-branding/), so a row cannot be switched to it either.
 */
export function placementTypesOf(chosen: readonly CampaignPlatform[]): PlacementType[] {
  return (Object.keys(placementTypeInfo) as PlacementType[])
    .filter((type) => type !== 'yt_old_video_branding' && chosen.includes(placementTypeInfo[type].platform));
}
