import { canManageTeam } from '../../../src/domain/brands/team-permissions';
import { teamMessages as m } from '../../../src/domain/brands/team.texts';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied } from '../plugins/api-error';
import type { BrandsRepository } from '../repositories/brands.repository';

/** Team calls: non-members get 404 (the brand's existence is not revealed), members without team.manage 403. */
export function createTeamAccess(deps: { brands: Pick<BrandsRepository, 'findMembership'> }) {
  async function member(user: UserRow, brandId: string) {
    const found = await deps.brands.findMembership(brandId, user.id);
    if (!found) throw notFound();
    return found;
  }
  async function manager(user: UserRow, brandId: string) {
    const found = await member(user, brandId);
    if (!canManageTeam(found)) throw permissionDenied(m.manageNotPermitted);
    return found;
  }
  return { member, manager };
}

export type TeamAccess = ReturnType<typeof createTeamAccess>;
