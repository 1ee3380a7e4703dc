import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListCampaignInvitesQuery } from '../../api/generated/api';
import { apiArgsFromQuery, queryFromSearchParams, searchParamsFromQuery, type InviteListQuery } from './invite-list-query';
import { InviteListView } from './invite-list.view';

/** /campaigns/invites: the tab, search and page live in the URL query (shareable, back button). */
export function InviteListSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => queryFromSearchParams(searchParams), [searchParams]);
  const list = useListCampaignInvitesQuery(apiArgsFromQuery(query));
  const onQueryChange = useCallback(
    // A tab or search change starts again at page 1; only the pager moves pages.
    (patch: Partial<InviteListQuery>) => setSearchParams(searchParamsFromQuery({ ...query, page: 1, ...patch })),
    [query, setSearchParams],
  );
  const status = list.isLoading ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  return (
    <InviteListView
      status={status}
      invites={list.data?.results}
      count={list.data?.count}
      refreshing={list.isFetching && !list.isLoading}
      query={query}
      onQueryChange={onQueryChange}
      onRetry={() => void list.refetch()}
    />
  );
}
