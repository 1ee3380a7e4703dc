import type { ListCampaignsApiArg } from '../../api/generated/api';
import { campaignStatuses, type CampaignStatus } from '../../domain/campaigns/campaign-status';
import { platforms } from '../../domain/campaigns/campaign-options';
import { listTexts as t } from './brand-campaigns.texts';

export type CampaignOrdering = NonNullable<ListCampaignsApiArg['ordering']>;
export type CampaignPlatformFilter = NonNullable<ListCampaignsApiArg['platform']>;

/** The server's ordering allow-list, in the order the sort menu offers it; -created_at is SPEC §3's default sort. */
export const sortOptions: ReadonlyArray<{ value: CampaignOrdering; label: string }> = [
  { value: '-created_at', label: t.sortNewest },
  { value: 'created_at', label: t.sortOldest },
  { value: 'name', label: t.sortNameAsc },
  { value: '-name', label: t.sortNameDesc },
  { value: '-budget', label: t.sortBudgetHigh },
  { value: 'budget', label: t.sortBudgetLow },
  { value: 'start_date', label: t.sortStartSoonest },
  { value: '-start_date', label: t.sortStartLatest },
];
export const defaultOrdering: CampaignOrdering = '-created_at';
export const campaignPageSize = 20;

export interface CampaignListQuery {
  status: CampaignStatus[];
  platform: CampaignPlatformFilter | '';
  budgetMin: string;
  budgetMax: string;
  search: string;
  ordering: CampaignOrdering;
  page: number;
}

export const emptyCampaignListQuery: CampaignListQuery = {
  status: [], platform: '', budgetMin: '', budgetMax: '', search: '', ordering: defaultOrdering, page: 1,
};

const amount = (value: string | null) => (value && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? value.trim() : '');

/**
 * URL query -> list query. Unknown values are dropped rather than sent (the server would 400 on a bad ordering),
 * so a hand-edited or old link (e.g. the sidebar's /campaigns?status=completed) still shows a list.
 */
export function queryFromSearchParams(params: URLSearchParams): CampaignListQuery {
  const status = (params.get('status') ?? '').split(',').map((s) => s.trim())
    .filter((s): s is CampaignStatus => (campaignStatuses as readonly string[]).includes(s));
  const platform = params.get('platform') ?? '';
  const ordering = params.get('ordering') ?? '';
  const page = Number(params.get('page'));
  return {
    status: [...new Set(status)],
    platform: (platforms as readonly string[]).includes(platform) ? (platform as CampaignPlatformFilter) : '',
    budgetMin: amount(params.get('budget_min')),
    budgetMax: amount(params.get('budget_max')),
    search: (params.get('search') ?? '').trim().slice(0, 100),
    ordering: sortOptions.some((o) => o.value === ordering) ? (ordering as CampaignOrdering) : defaultOrdering,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** List query -> URL query; defaults are left out so links stay short. */
export function searchParamsFromQuery(query: CampaignListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status.length) params.set('status', query.status.join(','));
  if (query.platform) params.set('platform', query.platform);
  if (query.budgetMin) params.set('budget_min', query.budgetMin);
  if (query.budgetMax) params.set('budget_max', query.budgetMax);
  if (query.search) params.set('search', query.search);
  if (query.ordering !== defaultOrdering) params.set('ordering', query.ordering);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function apiArgsFromQuery(brandId: string, query: CampaignListQuery): ListCampaignsApiArg {
  return {
    brandId,
    page: query.page,
    pageSize: campaignPageSize,
    ordering: query.ordering,
    ...(query.status.length ? { status: query.status.join(',') } : {}),
    ...(query.platform ? { platform: query.platform } : {}),
    ...(query.budgetMin ? { budgetMin: Number(query.budgetMin) } : {}),
    ...(query.budgetMax ? { budgetMax: Number(query.budgetMax) } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}

/** Whether anything narrows the list (sort and page do not): tells "no campaigns yet" from "nothing matches". */
export const hasFilters = (query: CampaignListQuery) =>
  query.status.length > 0 || Boolean(query.platform || query.budgetMin || query.budgetMax || query.search);
