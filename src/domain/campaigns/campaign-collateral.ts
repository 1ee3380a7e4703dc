import { committedInviteStatuses, type InviteStatus } from '../marketplace/invite-status';

/**
 * Files a brand attaches to a campaign (collateral `asset_ids`) reach the people the campaign is for
 * (docs/assets-and-image-proxy.md "Campaign collateral"): its brand team, and influencers whose roster row was sent
 * to them and not refused: invited (the brief they decide on) or accepted (the work they do).
 */
export const collateralInviteStatuses: readonly InviteStatus[] = committedInviteStatuses;

export const canSeeCollateral = (status: InviteStatus | null | undefined): boolean =>
  status !== null && status !== undefined && collateralInviteStatuses.includes(status);

/** The download address of one attached file, checked against the campaign rather than the uploader. */
export const collateralDownloadPath = (campaignId: string, assetId: string) =>
  `/api/v1/campaigns/${campaignId}/collateral/${assetId}/download/`;
