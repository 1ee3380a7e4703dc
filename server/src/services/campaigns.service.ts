import { campaignMessages as m } from '../../../src/domain/campaigns/campaign.texts';
import { campaignProblems, cleanCampaign } from '../../../src/domain/campaigns/campaign.schema';
import { publishProblems } from '../../../src/domain/campaigns/campaign-publish';
import { isoDate, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import { isFinal, isLimitedEditable, type CampaignStatus } from '../../../src/domain/campaigns/campaign-status';
import type { CampaignRow } from '../db/schema/campaigns.schema';
import type { UserRow } from '../db/schema/users.schema';
import { conflict, validationFailed, type FieldErrors } from '../plugins/api-error';
import { parseOrdering } from '../plugins/pagination';
import type { AssetsRepository } from '../repositories/assets.repository';
import type { CampaignOrderField, CampaignsRepository } from '../repositories/campaigns.repository';
import type { CampaignCreateBody, CampaignListQueryValue, CampaignPatchBody, CampaignView, PlacementInputBody } from '../routes/api/v1/campaigns/campaigns.schema';
import type { CampaignAccess } from './campaign-access';
import { campaignColumns, campaignPlatforms, placementColumns, toCampaignView, type CampaignCaller, type ExposureByType } from './campaign-view';

/** Fields a published (not final) campaign may still change. */
const limitedFields = ['end_date', 'description', 'collateral'];

/** The editable fields of a campaign view, as a request body would carry them. */
export function inputOf(view: CampaignView) {
  const { name, description, objective, start_date, end_date, budget, currency, placement_pricing, cpm_basis, target_categories, target_languages,
    target_locations, influencer_criteria, collateral } = view;
  const placements: PlacementInputBody[] = view.placements.map(({ type, quantity, pricing_type, rate, view_cap, video_url, position }) =>
    ({ type, quantity, pricing_type, rate, view_cap, video_url, position }));
  return { name, description, objective, start_date, end_date, budget, currency, placement_pricing, cpm_basis, target_categories, target_languages,
    target_locations, influencer_criteria, collateral, placements };
}

export function createCampaignsService(deps: {
  campaigns: CampaignsRepository;
  assets: Pick<AssetsRepository, 'findOwned'>;
  access: CampaignAccess;
  exposure: () => Promise<ExposureByType>;
}) {
  const { campaigns, access } = deps;

  async function view(campaign: CampaignRow, caller: CampaignCaller): Promise<CampaignView> {
    return toCampaignView(campaign, await campaigns.placementsOf([campaign.id]), caller, await deps.exposure());
  }

  /** Field rules, plus: newly attached files must be the caller's own uploads. */
  async function problemsOf(user: UserRow, values: Record<string, unknown>, knownAssets: string[] = []): Promise<FieldErrors> {
    const errors = campaignProblems(values);
    const assetIds = ((values.collateral as { asset_ids?: string[] } | undefined)?.asset_ids ?? []).filter((id) => !knownAssets.includes(id));
    if (!errors['collateral.asset_ids']) {
      for (const id of assetIds) if (!(await deps.assets.findOwned(user.id, id))) errors['collateral.asset_ids'] = [m.assetNotFound];
    }
    return errors;
  }

  async function list(user: UserRow, query: CampaignListQueryValue, offset: number) {
    const { field, descending } = parseOrdering<CampaignOrderField>(query.ordering);
    const filter = {
      brandId: query.brand_id, platform: query.platform, budgetMin: query.budget_min, budgetMax: query.budget_max, search: query.search,
      statuses: query.status ? (query.status.split(',') as CampaignStatus[]) : undefined,
    };
    const { count, rows } = await campaigns.pageForMember(user.id, filter, { field, descending }, offset, query.page_size);
    const placements = await campaigns.placementsOf(rows.map((row) => row.campaign.id));
    const exposure = await deps.exposure();
    const results = rows.map(({ campaign, role, permissions }) =>
      toCampaignView(campaign, placements.filter((p) => p.campaignId === campaign.id), { role, permissions }, exposure));
    return { count, results };
  }

  /** POST campaigns/: a draft of one of the caller's brands (admins and managers). */
  async function create(user: UserRow, body: CampaignCreateBody): Promise<CampaignView> {
    const { brand_id: brandId, ...values } = body;
    const member = await access.memberIn(user, brandId);
    access.requireEditor(member);
    const errors = await problemsOf(user, values);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const clean = cleanCampaign(values) as typeof values;
    const placements = clean.placements ?? [];
    const row = await campaigns.create(
      { ...campaignColumns(clean), name: clean.name, brandId, createdBy: user.id, status: 'draft',
        platforms: campaignPlatforms(placements.map((p) => p.type as PlacementType), clean.influencer_criteria?.platforms) },
      placementColumns(placements),
      { actorId: user.id, action: 'created', toStatus: 'draft' },
    );
    return view(row, member);
  }

  async function get(user: UserRow, id: string): Promise<CampaignView> {
    const { campaign, member } = await access.visible(user, id);
    return view(campaign, member);
  }

  /** PATCH campaigns/{id}/: every field in draft/reverted; end_date, description, collateral once published. */
  async function update(user: UserRow, id: string, patch: CampaignPatchBody): Promise<CampaignView> {
    const { campaign, member } = await access.changeable(user, id);
    if (isFinal(campaign.status)) throw conflict(m.notEditable(campaign.status), 'invalid_status');
    const limited = isLimitedEditable(campaign.status);
    if (limited && Object.keys(patch).some((field) => !limitedFields.includes(field))) throw conflict(m.limitedEdit, 'invalid_status');
    const current = inputOf(await view(campaign, member));
    const merged = { ...current, ...patch };
    const errors = await problemsOf(user, merged, current.collateral.asset_ids);
    if (limited) {
      const published = publishProblems(merged);
      if (published.description) errors.description = published.description;
      if (patch.end_date && merged.end_date && merged.end_date < isoDate(new Date())) (errors.end_date ??= []).push(m.endInPast);
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const clean = cleanCampaign(merged) as typeof merged;
    const changed = Object.fromEntries(Object.keys(patch).map((field) => [field, clean[field as keyof typeof clean]]));
    const placements = patch.placements ? clean.placements : undefined;
    const columns = { ...campaignColumns(changed),
      platforms: campaignPlatforms(clean.placements.map((p) => p.type as PlacementType), clean.influencer_criteria?.platforms) };
    const saved = await campaigns.update(id, campaign.status, columns, { actorId: user.id, action: 'updated', fromStatus: campaign.status, toStatus: campaign.status },
      placements ? { rows: placementColumns(placements) } : undefined);
    if (!saved) throw conflict(m.notEditable('changing'), 'invalid_status');
    return view(saved, member);
  }

  /** DELETE campaigns/{id}/: drafts only (409 otherwise). */
  async function remove(user: UserRow, id: string): Promise<void> {
    const { campaign } = await access.changeable(user, id, 'campaigns.delete');
    if (campaign.status !== 'draft' || !(await campaigns.removeDraft(id))) throw conflict(m.onlyDraftsDeleted, 'invalid_status');
  }

  return { list, create, get, update, remove, view };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
