import type { Readable } from 'node:stream';
import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import { canSeeCollateral, collateralDownloadPath } from '../../../src/domain/campaigns/campaign-collateral';
import type { AssetRow } from '../db/schema/assets.schema';
import type { CampaignCollateral, CampaignRow } from '../db/schema/campaigns.schema';
import type { UserRow } from '../db/schema/users.schema';
import { notFound } from '../plugins/api-error';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { CampaignCollateralRepository } from '../repositories/campaign-collateral.repository';
import type { CampaignsRepository } from '../repositories/campaigns.repository';
import type { ObjectStorage } from '../storage/object-storage';
import { withoutBidiControls } from './safe-file-name';

/** One attached file as the people of a campaign see it (CollateralFile in the API). */
export interface CollateralFileView {
  id: string;
  file_name: string;
  size: number;
  content_type: string;
  url: string;
}

/** The campaign fields the file list needs. */
type CampaignFiles = Pick<CampaignRow, 'id'> & { collateral: Pick<CampaignCollateral, 'asset_ids'> | null };

export const toCollateralFileView = (campaignId: string, row: AssetRow): CollateralFileView => ({
  id: row.id,
  file_name: withoutBidiControls(row.fileName),
  size: row.size,
  content_type: row.contentType,
  url: collateralDownloadPath(campaignId, row.id),
});

/**
 * The files a brand attached to a campaign, for the campaign's brand team and the influencers it was sent to
 * (invited or accepted). Anyone else gets 404 for the list and every file, as if the campaign did not exist.
 * The uploader's own-asset rules (assets.service.ts) are not involved: attaching a file shares it with the campaign.
 */
export function createCampaignCollateralService(deps: {
  repository: CampaignCollateralRepository;
  campaigns: Pick<CampaignsRepository, 'findById'>;
  brands: Pick<BrandsRepository, 'findMembership'>;
  storage: Pick<ObjectStorage, 'get'>;
}) {
  const { repository } = deps;

  /** The attached files in the order the brand attached them; files deleted since are left out. */
  async function filesOf(campaign: CampaignFiles): Promise<CollateralFileView[]> {
    const ids = campaign.collateral?.asset_ids ?? [];
    const rows = new Map((await repository.assetsByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toCollateralFileView(campaign.id, row)] : [];
    });
  }

  /** The campaign when the caller is one of its people (brand team with campaigns.view, invited or accepted influencer). */
  async function campaignFor(user: UserRow, campaignId: string): Promise<CampaignRow> {
    const campaign = await deps.campaigns.findById(campaignId);
    if (!campaign) throw notFound();
    const membership = await deps.brands.findMembership(campaign.brandId, user.id);
    if (membership && hasTeamPermission(membership, 'campaigns.view')) return campaign;
    if (user.persona === 'influencer' && canSeeCollateral(await repository.rosterStatusOf(user.id, campaign.id))) return campaign;
    throw notFound();
  }

  async function list(user: UserRow, campaignId: string): Promise<{ results: CollateralFileView[] }> {
    return { results: await filesOf(await campaignFor(user, campaignId)) };
  }

  /** The bytes of one attached file; an id not attached to this campaign is 404 even for the uploader. */
  async function download(user: UserRow, campaignId: string, assetId: string): Promise<{ row: AssetRow; body: Readable }> {
    const campaign = await campaignFor(user, campaignId);
    if (!(campaign.collateral?.asset_ids ?? []).includes(assetId)) throw notFound();
    const [row] = await repository.assetsByIds([assetId]);
    if (!row) throw notFound();
    const body = await deps.storage.get(row.storageKey);
    if (!body) throw notFound();
    return { row, body };
  }

  return { filesOf, list, download };
}

export type CampaignCollateralService = ReturnType<typeof createCampaignCollateralService>;
