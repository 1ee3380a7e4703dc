import { analyticsFormulas } from '../../../src/domain/analytics/analytics-formulas';
import { resolveDateRange, type DateRange } from '../../../src/domain/analytics/analytics-rules';
import { analyticsMessages as m } from '../../../src/domain/analytics/analytics.texts';
import { hasTeamPermission, type TeamMemberFlags, type TeamPermission } from '../../../src/domain/brands/team-permissions';
import { defaultCurrency } from '../../../src/domain/campaigns/campaign-options';
import { currencies } from '../../../src/domain/constants';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import type { BrandRole, BrandsRepository } from '../repositories/brands.repository';
import type { CampaignsRepository } from '../repositories/campaigns.repository';
import type { PerformanceRepository, ReportScope } from '../repositories/performance.repository';
import type { SubmissionsRepository } from '../repositories/submissions.repository';
import type {
  BrandPerformanceQueryValue, PerformanceQueryValue, PerformanceReportView,
} from '../routes/api/v1/analytics/analytics.schema';
import type { MyPerformanceQueryValue } from '../routes/api/v1/analytics/my-performance.schema';
import { buildMyPerformance } from './my-performance';
import { buildReport, priceItems } from './performance-report';

type Currency = (typeof currencies)[number];

export interface AnalyticsDeps {
  performance: PerformanceRepository;
  campaigns: Pick<CampaignsRepository, 'findById'>;
  brands: Pick<BrandsRepository, 'findMembership' | 'findById'>;
  submissions: Pick<SubmissionsRepository, 'influencerOfUser' | 'rosterRow'>;
}

/**
 * The performance reports (docs/analytics.md): a campaign's (brand members with analytics.view; an influencer who
 * accepted it sees their own content only) and a brand's across its campaigns of one currency. Exports need
 * analytics.export.
 */
export function createAnalyticsService(deps: AnalyticsDeps) {
  function rangeOf(query: { from?: string; to?: string }, today: Date): DateRange {
    const resolved = resolveDateRange(query, today);
    if (resolved.errors) throw validationFailed(resolved.errors);
    return resolved.range;
  }

  /** 403 unless the member's role holds the report's flag: analytics.export for an export, else analytics.view. */
  function requireFlag(role: BrandRole | TeamMemberFlags, exporting: boolean | undefined) {
    const permission: TeamPermission = exporting ? 'analytics.export' : 'analytics.view';
    if (!hasTeamPermission(role, permission)) throw permissionDenied(exporting ? m.exportNotAllowed : m.viewNotAllowed);
  }

  async function report(scope: ReportScope, range: DateRange, groupBy: PerformanceQueryValue['group_by'], campaignNames: Map<string, string>) {
    // Independent reads go out together (on PostgreSQL each takes a pooled connection).
    const [delivered, rosters, dayStats] = await Promise.all([
      deps.performance.deliveredItems(scope, range),
      deps.performance.agreedRosters(scope),
      groupBy === 'day' ? deps.performance.daySums(scope, range) : Promise.resolve([]),
    ]);
    const items = priceItems(delivered, new Map(rosters.map((roster) => [roster.id, roster.offeredPlacements])));
    return buildReport({ range, groupBy, items, dayStats, rosters, campaignNames });
  }

  /**
   * GET campaigns/{id}/performance/. Brand members: campaigns.view (else 404, as every campaign call) and
   * analytics.view (else 403); the export needs analytics.export. An influencer who accepted the campaign: their own
   * content only, no export. Anyone else: 404.
   */
  async function campaignPerformance(user: UserRow, campaignId: string, query: PerformanceQueryValue, options: { export?: boolean; today?: Date } = {}) {
    const campaign = await deps.campaigns.findById(campaignId);
    if (!campaign) throw notFound();
    let influencerId: string | undefined;
    const membership = await deps.brands.findMembership(campaign.brandId, user.id);
    if (membership) {
      if (!hasTeamPermission(membership, 'campaigns.view')) throw notFound();
      requireFlag(membership, options.export);
    } else {
      const influencer = await deps.submissions.influencerOfUser(user.id);
      const roster = influencer ? await deps.submissions.rosterRow(campaignId, influencer.id) : null;
      if (!influencer || roster?.status !== 'accepted') throw notFound();
      if (options.export) throw permissionDenied(m.exportNotAllowed);
      influencerId = influencer.id;
    }
    const range = rangeOf(query, options.today ?? new Date());
    const parts = await report({ campaignIds: [campaign.id], influencerId }, range, query.group_by, new Map([[campaign.id, campaign.name]]));
    const view: PerformanceReportView = {
      scope: 'campaign', brand_id: campaign.brandId, campaign_id: campaign.id, influencer_id: influencerId ?? null, from: range.from, to: range.to,
      group_by: query.group_by, currency: campaign.currency, currencies: [campaign.currency], cpm_basis: campaign.cpmBasis,
      formulas: { ...analyticsFormulas }, ...parts,
    };
    return { view, name: campaign.name };
  }

  /** GET analytics/performance/: the brand's campaigns (all but drafts) in one currency; members with analytics.view. */
  async function brandPerformance(user: UserRow, query: BrandPerformanceQueryValue, options: { export?: boolean; today?: Date } = {}) {
    const membership = await deps.brands.findMembership(query.brand_id, user.id);
    if (!membership) throw notFound();
    requireFlag(membership, options.export);
    const brand = await deps.brands.findById(query.brand_id);
    if (!brand) throw notFound();
    const range = rangeOf(query, options.today ?? new Date());
    const campaigns = await deps.performance.reportableCampaigns(query.brand_id);
    const used = currencies.filter((currency) => campaigns.some((c) => c.currency === currency));
    const currency: Currency = query.currency
      ?? [...used].sort((a, b) => campaigns.filter((c) => c.currency === b).length - campaigns.filter((c) => c.currency === a).length)[0]
      ?? defaultCurrency;
    const included = campaigns.filter((c) => c.currency === currency);
    const names = new Map(included.map((c) => [c.id, c.name]));
    const parts = await report({ campaignIds: included.map((c) => c.id) }, range, query.group_by, names);
    const view: PerformanceReportView = {
      scope: 'brand', brand_id: query.brand_id, campaign_id: null, influencer_id: null, from: range.from, to: range.to, group_by: query.group_by,
      currency, currencies: used, cpm_basis: null, formulas: { ...analyticsFormulas }, ...parts,
    };
    return { view, name: brand.name };
  }

  /**
   * GET analytics/my-performance/: the caller's own verified content across the campaigns they accepted (the
   * influencer dashboard). Only influencer accounts (403 for brands and staff); no profile yet is an empty report.
   */
  async function influencerPerformance(user: UserRow, query: MyPerformanceQueryValue, options: { today?: Date } = {}) {
    if (user.persona !== 'influencer') throw permissionDenied(m.influencerOnly);
    const range = rangeOf(query, options.today ?? new Date());
    const influencer = await deps.submissions.influencerOfUser(user.id);
    if (!influencer) return buildMyPerformance({ influencerId: null, range, campaigns: [], items: [] });
    const campaigns = await deps.performance.influencerCampaigns(influencer.id);
    const items = await deps.performance.deliveredItems({ campaignIds: campaigns.map((c) => c.campaignId), influencerId: influencer.id }, range);
    return buildMyPerformance({ influencerId: influencer.id, range, campaigns, items });
  }

  return { campaignPerformance, brandPerformance, influencerPerformance };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
