import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetBrandQuery, useWhoamiQuery } from '../../api/enhanced-api';
import { useListCampaignsQuery } from '../../api/generated/api';
import { hasTeamPermission } from '../../domain/brands/team-permissions';
import { useTeamPermission } from '../team/use-team-permission.hook';
import {
  apiArgsFromQuery,
  emptyCampaignListQuery,
  queryFromSearchParams,
  searchParamsFromQuery,
  type CampaignListQuery,
} from './campaign-list-query';
import { CampaignListView } from './campaign-list.view';
import { useViewPreferences } from './use-view-preferences.hook';
import { useGetMessageUnreadCountQuery } from '../../api/generated/api';

/**
 * brands/:brandId/campaigns: the filters and sort live in the URL query (shareable, back button, the sidebar's
 * ?status=completed link); layout and density are the user's remembered view preferences.
 */
export function CampaignListSection({ brandId }: { brandId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => queryFromSearchParams(searchParams), [searchParams]);
  const whoami = useWhoamiQuery();
  const [preferences, setPreferences] = useViewPreferences(whoami.data?.id);
  // Create Campaign follows the member's own flags (whoami) in the current brand; another of their brands (a pasted
  // link) has only its role here. Unknown (still loading, failed) keeps it: the server decides.
  const mayCreateInCurrent = useTeamPermission('campaigns.create');
  const brand = useGetBrandQuery({ id: brandId });
  const canCreate = whoami.data?.brand_id === brandId
    ? (mayCreateInCurrent ?? true)
    : !brand.data || hasTeamPermission(brand.data.role, 'campaigns.create');
  const list = useListCampaignsQuery(apiArgsFromQuery(brandId, query));

  const setQuery = useCallback(
    (next: CampaignListQuery) => setSearchParams(searchParamsFromQuery(next), { replace: false }),
    [setSearchParams],
  );
  const onQueryChange = useCallback(
    // Any filter or sort change starts again at page 1; only the pager moves pages.
    (patch: Partial<CampaignListQuery>) => setQuery({ ...query, page: 1, ...patch }),
    [query, setQuery],
  );

  // The top bar polls the same query: this reads its cache (docs/messages.md).
  const unread = useGetMessageUnreadCountQuery();
  const unreadByCampaign = Object.fromEntries((unread.data?.by_campaign ?? []).map((item) => [item.campaign_id, item.unread_count]));
  const status = list.isLoading ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  return (
    <CampaignListView
      brandId={brandId}
      status={status}
      campaigns={list.data?.results}
      count={list.data?.count}
      refreshing={list.isFetching && !list.isLoading}
      canCreate={canCreate}
      query={query}
      preferences={preferences}
      onQueryChange={onQueryChange}
      onClearFilters={() => setQuery({ ...emptyCampaignListQuery, ordering: query.ordering })}
      onPreferencesChange={setPreferences}
      onRetry={() => void list.refetch()}
      unreadMessages={unreadByCampaign}
    />
  );
}
