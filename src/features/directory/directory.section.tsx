import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchDirectoryQuery, type DirectoryEntry } from '../../api/generated/api';
import { useTeamPermission } from '../team/use-team-permission.hook';
import { apiArgsFromQuery, emptyDirectoryQuery, queryFromSearchParams, searchParamsFromQuery, type DirectoryQuery } from './directory-query';
import { directoryTexts as t } from './directory.texts';
import { DirectoryView } from './directory.view';
import { shortlistTexts as st } from './shortlists.texts';

// Loaded when first used, so the directory's first load stays within its budget (bench/route-budgets.json).
const AddToShortlistDialog = lazy(() => import(/* webpackChunkName: "directory-actions" */ './add-to-shortlist.dialog').then((m) => ({ default: m.AddToShortlistDialog })));
const InviteToCampaignDialog = lazy(() => import(/* webpackChunkName: "directory-actions" */ './invite-to-campaign.dialog').then((m) => ({ default: m.InviteToCampaignDialog })));
const ShortlistsPanel = lazy(() => import(/* webpackChunkName: "directory-shortlists" */ './shortlists.panel').then((m) => ({ default: m.ShortlistsPanel })));

/**
 * /influencers: the filters, sort and page live in the URL query, so a reload or a shared link keeps them; so does the
 * tab (?view=shortlists). Picked creators can be saved to a shortlist or invited to a campaign.
 */
export function DirectorySection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => queryFromSearchParams(searchParams), [searchParams]);
  const shortlistsTab = searchParams.get('view') === 'shortlists';
  // Shortlists and campaign invites need influencers.invite (docs/directory.md), by the member's own flags (whoami).
  const canEdit = useTeamPermission('influencers.invite') ?? true;
  const list = useSearchDirectoryQuery(apiArgsFromQuery(query), { skip: shortlistsTab });
  const setQuery = useCallback((next: DirectoryQuery) => setSearchParams(searchParamsFromQuery(next)), [setSearchParams]);
  // Any filter or sort change starts again at page 1; only the pager moves pages.
  const onQueryChange = useCallback((patch: Partial<DirectoryQuery>) => setQuery({ ...query, page: 1, ...patch }), [query, setQuery]);
  const [selected, setSelected] = useState<Map<string, DirectoryEntry>>(new Map());
  const [dialog, setDialog] = useState<'shortlist' | 'invite' | null>(null);
  const onSelect = useCallback((id: string, on: boolean) => setSelected((current) => {
    const next = new Map(current);
    const entry = list.data?.results.find((e) => e.id === id);
    if (on && entry) next.set(id, entry);
    else next.delete(id);
    return next;
  }), [list.data]);
  const status = list.isLoading ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  const tabs = (
    <Tabs value={shortlistsTab ? 'shortlists' : 'directory'} sx={{ mb: 2 }}
      onChange={(_event, value: string) => setSearchParams(value === 'shortlists' ? new URLSearchParams('view=shortlists') : searchParamsFromQuery(query))}>
      <Tab value="directory" label={st.tabDirectory} />
      <Tab value="shortlists" label={st.tabShortlists} />
    </Tabs>
  );
  return (
    <>
      {shortlistsTab ? (
        <>
          <DirectoryView status="ready" entries={[]} count={0} query={query} onQueryChange={onQueryChange} onClearFilters={() => undefined}
            onRetry={() => undefined} header={tabs} hideResults />
          <Suspense fallback={null}><ShortlistsPanel canEdit={canEdit} /></Suspense>
        </>
      ) : (
        <DirectoryView
          status={status}
          entries={list.data?.results}
          count={list.data?.count}
          countCapped={list.data?.count_capped}
          query={query}
          header={tabs}
          onQueryChange={onQueryChange}
          onClearFilters={() => setQuery({ ...emptyDirectoryQuery, sort: query.sort })}
          onRetry={() => void list.refetch()}
          selected={canEdit ? new Set(selected.keys()) : undefined}
          onSelect={canEdit ? onSelect : undefined}
          selectionActions={(
            <>
              <Button size="small" variant="outlined" onClick={() => setDialog('shortlist')}>{t.addSelectionToShortlist}</Button>
              <Button size="small" variant="contained" onClick={() => setDialog('invite')}>{t.inviteSelection}</Button>
              <Button size="small" color="inherit" onClick={() => setSelected(new Map())}>{t.clearSelection}</Button>
            </>
          )}
        />
      )}
      <Suspense fallback={null}>
        {dialog === 'shortlist' && <AddToShortlistDialog open onClose={() => setDialog(null)} influencerIds={[...selected.keys()]} />}
        {dialog === 'invite' && (
          <InviteToCampaignDialog open onClose={() => setDialog(null)} creators={[...selected.values()].map((e) => ({ id: e.id, display_name: e.display_name }))} />
        )}
      </Suspense>
    </>
  );
}
