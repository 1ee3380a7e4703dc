import { campaignMessages as m } from '../../../src/domain/campaigns/campaign.texts';
import type { CampaignRow } from '../db/schema/campaigns.schema';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied } from '../plugins/api-error';
import type { BrandRole, BrandsRepository } from '../repositories/brands.repository';
import type { CampaignsRepository } from '../repositories/campaigns.repository';

/** Team roles that may create, edit, publish, change the status of and delete campaigns. */
const editorRoles: readonly BrandRole[] = ['admin', 'manager'];

/** Brand membership checks of every campaign call: non-members get 404, viewers 403 on writes. */
export function createCampaignAccess(deps: { brands: Pick<BrandsRepository, 'findMembership'>; campaigns: Pick<CampaignsRepository, 'findById'> }) {
  async function roleIn(user: UserRow, brandId: string): Promise<BrandRole> {
    const membership = await deps.brands.findMembership(brandId, user.id);
    if (!membership) throw notFound();
    return membership.role;
  }

  function requireEditor(role: BrandRole) {
    if (!editorRoles.includes(role)) throw permissionDenied(m.viewersCannotChange);
  }

  /** The campaign and the caller's role in its brand; 404 when it does not exist or the caller is no member. */
  async function visible(user: UserRow, campaignId: string): Promise<{ campaign: CampaignRow; role: BrandRole }> {
    const campaign = await deps.campaigns.findById(campaignId);
    if (!campaign) throw notFound();
    return { campaign, role: await roleIn(user, campaign.brandId) };
  }

  /** Like `visible`, and the caller must be an admin or manager (403 for viewers). */
  async function changeable(user: UserRow, campaignId: string) {
    const found = await visible(user, campaignId);
    requireEditor(found.role);
    return found;
  }

  return { roleIn, requireEditor, visible, changeable };
}

export type CampaignAccess = ReturnType<typeof createCampaignAccess>;
