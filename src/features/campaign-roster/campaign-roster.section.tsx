import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import {
  useAddCampaignRosterInfluencerMutation,
  useGetCampaignQuery,
  useGetCampaignRosterBudgetQuery,
  useInviteCampaignRosterMutation,
  useListCampaignRosterQuery,
  useRemoveCampaignRosterInfluencerMutation,
  useSearchQuery,
  type CampaignRosterEntry,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { hasTeamPermission } from '../../domain/brands/team-permissions';
import { errorMessages } from '../../domain/messages';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import { rosterTexts as t } from './campaign-roster.texts';
import { RosterTableView, type RosterFilters } from './roster-table.view';
import { useDebouncedValue } from '../../components/search-field/use-debounced-value.hook';

// Both open on a click only: their code loads on the first open (docs/performance.md).
const InviteDialog = lazyDialog(() => import(/* webpackChunkName: "roster-invite-dialog" */ './invite-dialog.component').then((m) => m.InviteDialog));
const AddInfluencerDialog = lazyDialog(
  () => import(/* webpackChunkName: "roster-add-dialog" */ './add-influencer-dialog.component').then((m) => m.AddInfluencerDialog),
);

const pageSize = 20;
/** How often the tab looks again while the matching job runs. */
export const matchingPollMs = 3_000;
const matchingStatuses = new Set(['planned', 'processing_influencers']);

/** The server's words for a refusal: its detail (over budget, not inviting, already on the roster), else SPEC §8's. */
export function rosterRefusal(error: unknown): string {
  const data = (error as FetchBaseQueryError | undefined)?.data as { detail?: unknown; errors?: Record<string, string[]> } | undefined;
  const field = data?.errors ? Object.values(data.errors).flat()[0] : undefined;
  if (typeof data?.detail === 'string' && data.detail.trim() && data.detail !== 'Invalid input.') return data.detail;
  return field ?? (mutationErrorText(error as FetchBaseQueryError) || errorMessages.generic);
}

/** The "Influencers" tab of a brand campaign: the roster, hand edits and bulk invites (docs/marketplace.md). */
export function CampaignRosterSection({ campaignId }: { campaignId: string }) {
  const [filters, setFilters] = useState<RosterFilters>({ statuses: [], platform: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [picked, setPicked] = useState<CampaignRosterEntry[]>([]);
  const [dialog, setDialog] = useState<'invite' | 'add' | null>(null);
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 250);
  const campaign = useGetCampaignQuery({ id: campaignId });
  const matching = matchingStatuses.has(campaign.data?.status ?? '');
  const polling = { pollingInterval: matching ? matchingPollMs : 0 };
  const budget = useGetCampaignRosterBudgetQuery({ id: campaignId }, polling);
  const roster = useListCampaignRosterQuery({
    id: campaignId, page, pageSize,
    ...(filters.statuses.length ? { status: filters.statuses.join(',') } : {}),
    ...(filters.platform ? { platform: filters.platform } : {}),
  }, polling);
  const search = useSearchQuery({ q, limit: 10 }, { skip: dialog !== 'add' || q.length < 2 });
  const [add] = useAddCampaignRosterInfluencerMutation();
  const [remove] = useRemoveCampaignRosterInfluencerMutation();
  const [invite] = useInviteCampaignRosterMutation();
  // The campaign carries the caller's effective flags in its brand (their own, else the role's): what the server checks.
  const canInvite = campaign.data ? hasTeamPermission(campaign.data, 'influencers.invite') : false;

  // Matching finished (the budget call reports the new status): the campaign's own status chip catches up too.
  const budgetStatus = budget.data?.campaign_status;
  useEffect(() => {
    if (matching && budgetStatus && !matchingStatuses.has(budgetStatus)) void campaign.refetch();
  }, [matching, budgetStatus, campaign]);

  const entries = roster.data?.results;
  const onRemove = async (entry: CampaignRosterEntry) => {
    const result = await remove({ id: campaignId, rosterId: entry.id });
    if ('error' in result) notify.error(rosterRefusal(result.error));
    else notify.success(t.removed);
  };
  const onAdd = async (influencerId: string) => {
    const result = await add({ id: campaignId, campaignRosterAdd: { influencer_id: influencerId } });
    if ('error' in result) return rosterRefusal(result.error);
    notify.success(t.added);
    setDialog(null);
    setQuery('');
    return undefined;
  };
  const onInvite = async (message: string) => {
    const result = await invite({ id: campaignId, campaignRosterInvite: { roster_ids: picked.map((e) => e.id), ...(message ? { message } : {}) } });
    if ('error' in result) return rosterRefusal(result.error);
    const { invited, already_invited: already } = result.data;
    notify.success([invited.length ? t.invited(invited.length) : '', already.length ? t.alreadyInvited(already.length) : ''].filter(Boolean).join(' '));
    setSelected([]);
    setDialog(null);
    return undefined;
  };

  return (
    <>
      <RosterTableView
        profileHref={campaign.data ? (entry) => `/brands/${campaign.data?.brand_id}/campaigns/${campaignId}/influencers/${entry.influencer_id}` : undefined}
        status={roster.isLoading ? 'loading' : roster.isError ? 'error' : 'ready'}
        matching={matching}
        entries={entries}
        count={roster.data?.count}
        page={page}
        pageSize={pageSize}
        filters={filters}
        currency={budget.data?.currency ?? campaign.data?.currency ?? 'INR'}
        selected={selected}
        readOnly={!canInvite}
        canInvite={budget.data?.can_invite ?? false}
        onFiltersChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        onPageChange={setPage}
        onSelectedChange={setSelected}
        onRetry={() => void roster.refetch()}
        onInviteSelected={() => {
          setPicked((entries ?? []).filter((e) => selected.includes(e.id)));
          setDialog('invite');
        }}
        onAdd={() => setDialog('add')}
        onRemove={(entry) => void onRemove(entry)}
        onRestore={(entry) => void onAdd(entry.influencer_id).then((refusal) => refusal && notify.error(refusal))}
      />
      <InviteDialog open={dialog === 'invite'} entries={picked} budget={budget.data} onClose={() => setDialog(null)} onSubmit={onInvite} fundHref={`/payments?fund=${campaignId}`} />
      <AddInfluencerDialog open={dialog === 'add'} query={query} onQueryChange={setQuery} searching={search.isFetching}
        results={q.length < 2 ? undefined : search.data?.groups.find((g) => g.kind === 'influencer')?.results ?? (search.data ? [] : undefined)}
        onClose={() => setDialog(null)} onAdd={onAdd} />
    </>
  );
}
