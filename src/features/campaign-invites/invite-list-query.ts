import type { ListCampaignInvitesApiArg } from '../../api/generated/api';

/** The list's tabs: one per status an influencer sees, and everything. */
export const inviteTabs = ['invited', 'accepted', 'declined', 'expired', 'all'] as const;
export type InviteTab = (typeof inviteTabs)[number];

export interface InviteListQuery {
  tab: InviteTab;
  search: string;
  page: number;
}

/** Pending invites first: what needs an answer. */
export const emptyInviteListQuery: InviteListQuery = { tab: 'invited', search: '', page: 1 };
export const invitePageSize = 12;

/** ?status=accepted&search=acme&page=2 -> the query (unknown values fall back to the defaults). */
export function queryFromSearchParams(params: URLSearchParams): InviteListQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    tab: (inviteTabs as readonly string[]).includes(status ?? '') ? (status as InviteTab) : emptyInviteListQuery.tab,
    search: params.get('search')?.slice(0, 100) ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchParamsFromQuery(query: InviteListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab !== emptyInviteListQuery.tab) params.set('status', query.tab);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function apiArgsFromQuery(query: InviteListQuery): ListCampaignInvitesApiArg {
  return {
    page: query.page,
    pageSize: invitePageSize,
    // Pending invites soonest-deadline first; answered ones newest first.
    ordering: query.tab === 'invited' ? 'expires_at' : '-invited_at',
    ...(query.tab === 'all' ? {} : { status: query.tab }),
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
  };
}
