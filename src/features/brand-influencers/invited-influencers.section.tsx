import { useState } from 'react';
import { useListBrandInfluencersQuery } from '../../api/generated/api';
import { useDebouncedValue } from '../../components/search-field/use-debounced-value.hook';
import { InvitedInfluencersView, type InvitedStatusFilter } from './invited-influencers.view';

const searchDelayMs = 300;

/** Loads GET campaigns/{id}/brand-influencers/ with the status filter and a debounced search. */
export function InvitedInfluencersSection({ brandId, campaignId }: { brandId: string; campaignId: string }) {
  const [filter, setFilter] = useState<{ status: InvitedStatusFilter; search: string }>({ status: '', search: '' });
  const search = useDebouncedValue(filter.search.trim(), searchDelayMs);
  const [page, setPage] = useState(1);
  const list = useListBrandInfluencersQuery({
    id: campaignId, page, pageSize: 20, ...(filter.status ? { status: filter.status } : {}), ...(search ? { search } : {}),
  });
  return (
    <InvitedInfluencersView
      brandId={brandId}
      campaignId={campaignId}
      status={list.isLoading ? 'loading' : list.isError ? 'error' : 'ready'}
      rows={list.data?.results}
      filter={filter}
      onFilter={(next) => { setFilter(next); setPage(1); }}
      hasPrevious={!!list.data?.previous}
      hasNext={!!list.data?.next}
      onPage={(direction) => setPage((current) => Math.max(1, current + direction))}
      onRetry={() => void list.refetch()}
    />
  );
}
