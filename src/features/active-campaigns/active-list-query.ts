import type { ListActiveCampaignsApiArg } from '../../api/generated/api';
import { activeListTexts as t } from './active-campaigns.texts';

export type ActiveListStatus = NonNullable<ListActiveCampaignsApiArg['status']>;
export type ActiveOrdering = NonNullable<ListActiveCampaignsApiArg['ordering']>;

export const activeTabs: ReadonlyArray<{ value: ActiveListStatus; label: string }> = [
  { value: 'active', label: t.tabActive },
  { value: 'completed', label: t.tabCompleted },
  { value: 'all', label: t.tabAll },
];

export const activeSortOptions: ReadonlyArray<{ value: ActiveOrdering; label: string }> = [
  { value: '-accepted_at', label: t.sortAcceptedNewest },
  { value: 'accepted_at', label: t.sortAcceptedOldest },
  { value: 'name', label: t.sortNameAsc },
  { value: 'end_date', label: t.sortEndSoonest },
];
export const defaultActiveOrdering: ActiveOrdering = '-accepted_at';
export const activePageSize = 20;

export interface ActiveListQuery {
  status: ActiveListStatus;
  search: string;
  ordering: ActiveOrdering;
  page: number;
}

/**
 * URL query -> list query. `defaultStatus` is the page's own (/campaigns: all, /campaigns/active: active); the
 * sidebar's /campaigns?status=completed selects the Completed tab. Unknown values fall back rather than 400.
 */
export function activeQueryFromSearchParams(params: URLSearchParams, defaultStatus: ActiveListStatus): ActiveListQuery {
  const status = params.get('status') ?? '';
  const ordering = params.get('ordering') ?? '';
  const page = Number(params.get('page'));
  return {
    status: activeTabs.some((tab) => tab.value === status) ? (status as ActiveListStatus) : defaultStatus,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    ordering: activeSortOptions.some((o) => o.value === ordering) ? (ordering as ActiveOrdering) : defaultActiveOrdering,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** List query -> URL query; the page's defaults are left out so links stay short. */
export function activeSearchParams(query: ActiveListQuery, defaultStatus: ActiveListStatus): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== defaultStatus) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (query.ordering !== defaultActiveOrdering) params.set('ordering', query.ordering);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const activeApiArgs = (query: ActiveListQuery): ListActiveCampaignsApiArg => ({
  status: query.status,
  ordering: query.ordering,
  page: query.page,
  pageSize: activePageSize,
  ...(query.search ? { search: query.search } : {}),
});

export const activeCampaignHref = (rosterId: string, tab?: string) => `/campaigns/active/${rosterId}${tab ? `/${tab}` : ''}`;
