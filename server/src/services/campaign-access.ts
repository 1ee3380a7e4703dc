import { hasTeamPermission, type TeamMemberFlags, type TeamPermission } from '../../../src/domain/brands/team-permissions';
import { campaignMessages as m } from '../../../src/domain/campaigns/campaign.texts';
import type { CampaignRow } from '../db/schema/campaigns.schema';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied } from '../plugins/api-error';
import type { BrandRole, BrandsRepository } from '../repositories/brands.repository';
import type { CampaignsRepository } from '../repositories/campaigns.repository';

/**
 * Brand membership and team permission checks of every campaign call: non-members get 404, members without the
 * call's permission flag (SPEC §5: campaigns create, edit, delete, view) get 403.
 */
export function createCampaignAccess(deps: { brands: Pick<BrandsRepository, 'findMembership'>; campaigns: Pick<CampaignsRepository, 'findById'> }) {
  /** The caller's membership (role and per-member flags); 404 when they are no member. */
  async function memberIn(user: UserRow, brandId: string): Promise<TeamMemberFlags & { role: BrandRole }> {
    const membership = await deps.brands.findMembership(brandId, user.id);
    if (!membership) throw notFound();
    return membership;
  }

  // The member's own flags when they have them (docs/team.md), else the role's defaults.
  function requirePermission(role: BrandRole | TeamMemberFlags, permission: TeamPermission) {
    // Only viewers lack campaign flags today, so the refusal names them (the message the SPA shows).
    if (!hasTeamPermission(role, permission)) throw permissionDenied(m.viewersCannotChange);
  }

  /** POST campaigns/: the `campaigns.create` flag. */
  const requireEditor = (role: BrandRole | TeamMemberFlags) => requirePermission(role, 'campaigns.create');

  /** The campaign and the caller's role in its brand; 404 when it does not exist or the caller is no member. */
  async function visible(user: UserRow, campaignId: string): Promise<{ campaign: CampaignRow; role: BrandRole; member: TeamMemberFlags }> {
    const campaign = await deps.campaigns.findById(campaignId);
    if (!campaign) throw notFound();
    const member = await memberIn(user, campaign.brandId);
    if (!hasTeamPermission(member, 'campaigns.view')) throw notFound();
    return { campaign, role: member.role, member };
  }

  /** Like `visible`, and the caller needs `permission` (editing, publishing and status changes: campaigns.edit). */
  async function changeable(user: UserRow, campaignId: string, permission: TeamPermission = 'campaigns.edit') {
    const found = await visible(user, campaignId);
    requirePermission(found.member, permission);
    return found;
  }

  return { memberIn, requireEditor, visible, changeable };
}

export type CampaignAccess = ReturnType<typeof createCampaignAccess>;
