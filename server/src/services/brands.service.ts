import {
  brandPathToApi,
  brandProfileFromApi,
  brandProfileToApi,
  contactFromApi,
  contactToApi,
  type BrandProfileApi,
} from '../../../src/domain/brands/brand-profile.mapper';
import { brandProfileProblems, cleanCompanyProfile, cleanContactDetails } from '../../../src/domain/brands/brand-profile.schema';
import { brandMessages } from '../../../src/domain/brands/brand-profile.texts';
import { assetIdFromUrl } from '../../../src/domain/assets/asset-rules';
import type { BrandRow } from '../db/schema/brands.schema';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import type { BrandProfileColumns, BrandRole, BrandsRepository } from '../repositories/brands.repository';
import type { BrandProfileBody, BrandProfilePatchBody, BrandView } from '../routes/api/v1/brands/brands.schema';

/** What the brands service needs from the assets service: is this upload the caller's image? */
export interface OwnedImageFinder {
  findOwnedImage(ownerUserId: string, assetId: string): Promise<{ id: string; url: string } | null>;
}

/** Team roles that may change the brand's profile (SPEC leaves it open; docs/brand-profiles.md). */
const editorRoles: readonly BrandRole[] = ['admin', 'manager'];
const canEdit = (role: BrandRole) => editorRoles.includes(role);

const onlyBrands = 'Only brand accounts can set up or create a brand.';
const viewersCannotEdit = 'Only admins and managers of this brand can change its profile.';

export function brandToApi(brand: BrandRow): BrandProfileApi {
  return {
    name: brand.name,
    legal_name: brand.legalName,
    industry: brand.industry,
    website: brand.website,
    description: brand.description,
    logo_url: brand.logoUrl,
    founded_year: brand.foundedYear,
    company_size: brand.companySize,
    headquarters: { address: brand.hqAddress, city: brand.hqCity, state: brand.hqState, country: brand.hqCountry, zip_code: brand.hqZipCode },
    contact_details: contactToApi(contactFromApi(brand.contactDetails)),
  };
}

/** The API shape as the brands table's columns. */
export function brandColumnsFromApi(api: BrandProfileApi): BrandProfileColumns {
  return {
    name: api.name,
    legalName: api.legal_name,
    industry: api.industry,
    website: api.website,
    description: api.description,
    logoUrl: api.logo_url,
    foundedYear: api.founded_year,
    companySize: api.company_size,
    hqAddress: api.headquarters.address,
    hqCity: api.headquarters.city,
    hqState: api.headquarters.state,
    hqCountry: api.headquarters.country,
    hqZipCode: api.headquarters.zip_code,
    contactDetails: api.contact_details,
  };
}

export function toBrandView(brand: BrandRow, role: BrandRole): BrandView {
  return {
    id: brand.id,
    ...brandToApi(brand),
    role,
    is_profile_completed: brand.profileCompletedAt !== null,
    profile_completed_at: brand.profileCompletedAt?.toISOString() ?? null,
    created_at: brand.createdAt.toISOString(),
    updated_at: brand.updatedAt.toISOString(),
  };
}

export function createBrandsService(deps: { brands: BrandsRepository; assets: () => OwnedImageFinder | undefined }) {
  /**
   * The domain rules (the same the SPA form runs) over the whole profile; every failure as a 400 by API field path.
   * A logo that is one of our uploads must be the caller's own image, unless it is the brand's current logo.
   */
  async function validated(user: UserRow, body: BrandProfileApi, currentLogo: string | null = null): Promise<BrandProfileColumns> {
    const values = brandProfileFromApi(body);
    const problems = brandProfileProblems(values);
    const errors = Object.fromEntries(Object.entries(problems).map(([path, messages]) => [brandPathToApi(path), messages]));
    const company = cleanCompanyProfile(values.company);
    const assetId = company.logo ? assetIdFromUrl(company.logo) : null;
    if (!errors.logo_url && assetId && company.logo !== currentLogo) {
      const owned = await deps.assets()?.findOwnedImage(user.id, assetId);
      if (!owned) errors.logo_url = [brandMessages.logoNotFound];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return brandColumnsFromApi(brandProfileToApi({ company, contact: cleanContactDetails(values.contact) }));
  }

  function requireBrandPersona(user: UserRow) {
    if (user.persona !== 'brand') throw permissionDenied(onlyBrands);
  }

  /** POST brands/profile-setup/: completes the caller's brand (creating it on first use); repeatable. */
  async function setupProfile(user: UserRow, body: BrandProfileBody): Promise<{ brand: BrandView; created: boolean }> {
    requireBrandPersona(user);
    const memberships = await deps.brands.listMemberships(user.id);
    const profile = await validated(user, body, memberships[0]?.brand.logoUrl ?? null);
    const result = await deps.brands.setupForUser(user.id, profile, canEdit);
    if ('forbidden' in result) throw permissionDenied(viewersCannotEdit);
    return { brand: toBrandView(result.brand, result.role), created: result.created };
  }

  /** GET brands/: the brands the caller belongs to, with the caller's role. */
  async function list(user: UserRow, query: { offset: number; limit: number; newestFirst: boolean }) {
    const { count, rows } = await deps.brands.pageMemberships(user.id, query.offset, query.limit, query.newestFirst);
    return { count, results: rows.map(({ brand, role }) => toBrandView(brand, role)) };
  }

  /** POST brands/: another brand with a complete profile; the creator becomes its admin. */
  async function create(user: UserRow, body: BrandProfileBody): Promise<BrandView> {
    requireBrandPersona(user);
    const profile = await validated(user, body);
    const brand = await deps.brands.createWithMember({ name: profile.name, userId: user.id, role: 'admin', profile, profileCompletedAt: new Date() });
    return toBrandView(brand, 'admin');
  }

  async function membershipOrNotFound(user: UserRow, brandId: string) {
    const membership = await deps.brands.findMembership(brandId, user.id);
    const brand = membership ? await deps.brands.findById(brandId) : null;
    if (!membership || !brand) throw notFound();
    return { brand, role: membership.role };
  }

  /** GET brands/{id}/: members only; anyone else gets 404. */
  async function get(user: UserRow, brandId: string): Promise<BrandView> {
    const { brand, role } = await membershipOrNotFound(user, brandId);
    return toBrandView(brand, role);
  }

  /** PATCH brands/{id}/: admins and managers; the merged profile must pass every rule. */
  async function update(user: UserRow, brandId: string, patch: BrandProfilePatchBody): Promise<BrandView> {
    const { brand, role } = await membershipOrNotFound(user, brandId);
    if (!canEdit(role)) throw permissionDenied(viewersCannotEdit);
    const merged = { ...brandToApi(brand), ...patch } as BrandProfileApi;
    const profile = await validated(user, merged, brand.logoUrl);
    const saved = await deps.brands.updateProfile(brandId, profile);
    if (!saved) throw notFound();
    return toBrandView(saved, role);
  }

  return { setupProfile, list, create, get, update };
}

export type BrandsService = ReturnType<typeof createBrandsService>;
