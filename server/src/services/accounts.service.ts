import type { Static } from '@sinclair/typebox';
import { accountName } from '../../../src/domain/accounts/account-name';
import { effectivePermissions } from '../../../src/domain/brands/team-permissions';
import { brandSwitcherTexts } from '../../../src/domain/brands/brand-switcher.texts';
import { notAuthenticated, notFound } from '../plugins/api-error';
import type { AccountsRepository } from '../repositories/accounts.repository';
import type { Whoami } from '../routes/api/v1/accounts/accounts.schema';

export type WhoamiResponse = Static<typeof Whoami>;

export function createAccountsService(deps: { accounts: AccountsRepository }) {
  /** The current user as the SPA's access guard reads it (SPEC §2, §3). */
  async function whoami(userId: string): Promise<WhoamiResponse> {
    const facts = await deps.accounts.findAccountFacts(userId);
    if (!facts) throw notAuthenticated('User no longer exists.');
    const { user } = facts;
    const isBrand = user.persona === 'brand';
    const isInfluencer = user.persona === 'influencer';
    return {
      id: user.id,
      email: user.email,
      // The profile's name once setup saved one (one rule: src/domain/accounts/account-name.ts).
      name: accountName({
        accountName: user.name,
        accountEmail: user.email,
        influencerFirstName: facts.influencerFirstName,
        influencerLastName: facts.influencerLastName,
        brandContactName: facts.brandContactName,
        brandContactEmail: facts.brandContactEmail,
      }),
      // A picture uploaded in profile or brand setup wins over the sign-in provider's (the user chose it here).
      image_url: facts.profileImage ?? user.imageUrl,
      persona: user.persona,
      is_staff: user.isStaff,
      is_profile_completed:
        (isBrand && facts.brandProfileCompleted) || (isInfluencer && facts.influencerProfileCompleted),
      is_brand: isBrand,
      is_influencer: isInfluencer,
      brand_id: facts.brandId,
      brand_role: facts.brandRole,
      // The flags the server checks (the member's own list, else the role's defaults), so the SPA offers the same.
      brand_permissions: facts.brandRole ? [...effectivePermissions({ role: facts.brandRole, permissions: facts.brandPermissions })] : null,
      brands: facts.brands,
      influencer_id: facts.influencerId,
    };
  }

  /** The top bar's brand switcher: makes brandId the user's current brand and answers the new whoami. */
  async function selectCurrentBrand(userId: string, brandId: string): Promise<WhoamiResponse> {
    // A brand the user is not a member of is "not found" (its existence is not revealed, docs/team.md).
    if (!(await deps.accounts.selectBrand(userId, brandId))) throw notFound(brandSwitcherTexts.notAMember);
    return whoami(userId);
  }

  return { whoami, selectCurrentBrand };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
