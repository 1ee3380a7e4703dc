import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListActiveCampaignsQuery } from '../../api/generated/api';
import { ActiveCampaignListView } from './active-campaign-list.view';
import { activeApiArgs, activeQueryFromSearchParams, activeSearchParams, type ActiveListQuery, type ActiveListStatus } from './active-list-query';

/**
 * /campaigns and /campaigns/active: the tab, search, sort and page live in the URL (the sidebar's
 * /campaigns?status=completed opens the Completed tab); `defaultStatus` is the tab a bare URL shows.
 */
export function ActiveCampaignListSection({ defaultStatus }: { defaultStatus: ActiveListStatus }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => activeQueryFromSearchParams(searchParams, defaultStatus), [searchParams, defaultStatus]);
  const list = useListActiveCampaignsQuery(activeApiArgs(query));
  const onQueryChange = useCallback(
    // Any change but the pager's starts again at page 1.
    (patch: Partial<ActiveListQuery>) => setSearchParams(activeSearchParams({ ...query, page: 1, ...patch }, defaultStatus)),
    [query, defaultStatus, setSearchParams],
  );
  const status = list.isLoading ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  return (
    <ActiveCampaignListView status={status} campaigns={list.data?.results} count={list.data?.count}
      refreshing={list.isFetching && !list.isLoading} query={query} onQueryChange={onQueryChange} onRetry={() => void list.refetch()} />
  );
}
