import { categories, languages } from '../../../src/domain/constants';
import { hasTeamPermission, type TeamPermission } from '../../../src/domain/brands/team-permissions';
import { availabilities, directoryLimits, directorySorts, splitList, type Availability, type DirectorySort } from '../../../src/domain/directory/directory.rules';
import { directoryMessages as m } from '../../../src/domain/directory/directory.texts';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied, validationFailed, type FieldErrors } from '../plugins/api-error';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { DirectoryAccountRow, DirectoryFilter, DirectoryProfileRow, DirectoryRateRow, DirectoryRepository } from '../repositories/directory.repository';
import type { DirectoryQueryValue } from '../routes/api/v1/directory/directory.schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The caller's current brand (whoami's brand_id: the one they last selected) with `permission`; 403 with a clear
 * message for a member without it and for anyone who is no brand member.
 */
export function createBrandContext(deps: { brands: Pick<BrandsRepository, 'listMemberships' | 'findMembership'> }) {
  return async function currentBrand(user: UserRow, permission: TeamPermission, message: string) {
    const [current] = await deps.brands.listMemberships(user.id);
    const member = current ? await deps.brands.findMembership(current.brand.id, user.id) : null;
    if (!current || !member || !hasTeamPermission(member, permission)) throw permissionDenied(message);
    return { brandId: current.brand.id, member };
  };
}
export type BrandContext = ReturnType<typeof createBrandContext>;

/** Parses and checks the query: unknown niches, languages, sort and availability are 400s naming the allowed values. */
export function parseDirectoryQuery(query: DirectoryQueryValue): { filter: DirectoryFilter; sort: DirectorySort } {
  const errors: FieldErrors = {};
  const niches = splitList(query.niches);
  const langs = splitList(query.languages);
  const availability = splitList(query.availability);
  const unknownNiches = niches.filter((n) => !(categories as readonly string[]).includes(n));
  const unknownLanguages = langs.filter((n) => !(languages as readonly string[]).includes(n));
  const unknownAvailability = availability.filter((n) => !(availabilities as readonly string[]).includes(n));
  if (unknownNiches.length) errors.niches = [m.unknownNiches(unknownNiches)];
  else if (niches.length > directoryLimits.listMax) errors.niches = [m.tooManyItems];
  if (unknownLanguages.length) errors.languages = [m.unknownLanguages(unknownLanguages)];
  else if (langs.length > directoryLimits.listMax) errors.languages = [m.tooManyItems];
  if (unknownAvailability.length) errors.availability = [m.unknownAvailability(unknownAvailability)];
  const sort = query.sort ?? 'relevance';
  if (!(directorySorts as readonly string[]).includes(sort)) errors.sort = [m.unknownSort(sort)];
  const order = (field: string, what: string, min?: number, max?: number) => {
    if (min !== undefined && max !== undefined && min > max) errors[field] = [m.rangeOrder(what)];
  };
  order('followers_min', 'follower count', query.followers_min, query.followers_max);
  order('engagement_min', 'engagement', query.engagement_min, query.engagement_max);
  order('price_min', 'price', query.price_min, query.price_max);
  const priced = query.price_min !== undefined || query.price_max !== undefined;
  if (priced && !query.placement_type) errors.placement_type = [m.priceNeedsPlacement];
  if (priced && !query.currency) errors.currency = [m.priceNeedsCurrency];
  if (Object.keys(errors).length) throw validationFailed(errors, Object.values(errors)[0]?.[0]);
  const text = query.q?.trim() || undefined;
  const location = query.location?.trim() || undefined;
  return {
    sort: sort as DirectorySort,
    filter: {
      text, niches, languages: langs, platform: query.platform, location,
      followersMin: query.followers_min, followersMax: query.followers_max,
      engagementMin: query.engagement_min, engagementMax: query.engagement_max,
      averageViewsMin: query.average_views_min, verifiedOnly: query.verified_only === true,
      availability: availability as Availability[],
      price: priced && query.placement_type && query.currency
        ? { placementType: query.placement_type, currency: query.currency, min: query.price_min, max: query.price_max }
        : undefined,
    },
  };
}

const accountToApi = (a: DirectoryAccountRow) => ({
  id: a.id, platform: a.platform, handle: a.handle, profile_url: a.profileUrl, followers: a.followers,
  average_engagement: a.averageEngagement, recent_average_views: a.recentAverageViews, media_count: a.mediaCount,
  metrics_provenance: a.metricsProvenance, verified_at: iso(a.verifiedAt),
});

const rateToApi = (r: DirectoryRateRow) => ({ placement_type: r.placementType, amount: r.amount, currency: r.currency });

function entryToApi(profile: DirectoryProfileRow, accounts: DirectoryAccountRow[], rates: DirectoryRateRow[]) {
  const sum = (provenance: 'verified' | 'self_reported') =>
    accounts.filter((a) => a.metricsProvenance === provenance).reduce((total, a) => total + (a.followers ?? 0), 0);
  return {
    id: profile.id, display_name: profile.displayName, profile_picture: profile.profilePicture, bio: profile.bio,
    categories: profile.categories, languages: profile.languages, city: profile.city, country: profile.country,
    availability: profile.availability, last_active_at: profile.updatedAt.toISOString(),
    accounts: accounts.map(accountToApi),
    // Verified and self-reported figures are never added together (docs/social-integrations.md "Brands").
    verified_followers: sum('verified'), self_reported_followers: sum('self_reported'),
    rates: rates.map(rateToApi),
  };
}

/** The brands' influencer directory and profile page (docs/directory.md). */
export function createDirectoryService(deps: {
  directory: DirectoryRepository;
  brandContext: BrandContext;
  /** The brand's shortlists holding an influencer (the profile page's "saved in"). */
  shortlistsHolding: (brandId: string, influencerId: string) => Promise<string[]>;
}) {
  const { directory } = deps;

  async function entries(rows: DirectoryProfileRow[]) {
    const ids = rows.map((row) => row.id);
    const [accounts, rates] = await Promise.all([directory.accountsOf(ids), directory.ratesOf(ids)]);
    return rows.map((row) => entryToApi(row, accounts.filter((a) => a.influencerId === row.id), rates.filter((r) => r.influencerId === row.id)));
  }

  async function search(user: UserRow, query: DirectoryQueryValue) {
    await deps.brandContext(user, 'influencers.view', m.viewNotPermitted);
    const { filter, sort } = parseDirectoryQuery(query);
    const { count, capped, rows } = await directory.search(filter, sort, (query.page - 1) * query.page_size, query.page_size);
    return { count, capped, results: await entries(rows) };
  }

  /** One findable profile with what a brand needs to decide; 404 for private, incomplete or unknown profiles. */
  async function profile(user: UserRow, influencerId: string) {
    const { brandId } = await deps.brandContext(user, 'influencers.view', m.viewNotPermitted);
    const row = await directory.profile(influencerId);
    if (!row) throw notFound(m.creatorNotFound);
    const [[entry], content, collaborations, shortlistIds] = await Promise.all([
      entries([row]),
      directory.recentContent(influencerId, directoryLimits.recentContent),
      directory.collaborations(brandId, influencerId, directoryLimits.pastCollaborations),
      deps.shortlistsHolding(brandId, influencerId),
    ]);
    return {
      ...entry!,
      recent_content: content.map((c) => ({ id: c.id, platform: c.platform, content_url: c.contentUrl as string, submitted_at: c.submittedAt.toISOString() })),
      collaborations: collaborations.map((c) => ({
        campaign_id: c.campaignId, campaign_name: c.campaignName, campaign_status: c.campaignStatus, currency: c.currency,
        status: c.status, offered_amount: c.offeredAmount, invited_at: iso(c.invitedAt),
      })),
      shortlist_ids: shortlistIds,
    };
  }

  /** Directory entries of these creators (findable ones only), for a shortlist. */
  const entriesFor = async (ids: string[]) => entries(await directory.profiles(ids));

  return { search, profile, entriesFor };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
