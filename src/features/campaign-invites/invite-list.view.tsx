import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CampaignInvite } from '../../api/generated/api';
import { inviteListTexts as t } from './campaign-invites.texts';
import { InviteCard } from './invite-card.component';
import { inviteTabs, invitePageSize, type InviteListQuery } from './invite-list-query';
import { InviteListSkeleton, inviteGridSx, LoadFailed, NoInvitesYet, NoMatches } from './invite-list-states.component';
import { DebouncedSearchField } from '../../components/search-field/debounced-search-field.component';
import { PageNumbers } from '../../components/pager/page-numbers.component';

export interface InviteListViewProps {
  status: 'loading' | 'error' | 'ready';
  invites?: CampaignInvite[];
  count?: number;
  refreshing?: boolean;
  query: InviteListQuery;
  onQueryChange: (patch: Partial<InviteListQuery>) => void;
  onRetry: () => void;
  /** Fixed "now" for stories and tests (relative deadlines). */
  now?: number;
}

/** /campaigns/invites: status tabs, search, the invite cards and the pager, with loading, empty and error states. */
export function InviteListView({ status, invites, count = 0, refreshing, query, onQueryChange, onRetry, now }: InviteListViewProps) {
  const pages = Math.max(1, Math.ceil(count / invitePageSize));
  const filtered = !['all', 'invited'].includes(query.tab) || query.search.trim() !== '';
  let body;
  if (status === 'loading') body = <InviteListSkeleton />;
  else if (status === 'error') body = <LoadFailed message={t.loadFailed} onRetry={onRetry} />;
  else if (!invites?.length) body = filtered ? <NoMatches onClear={query.search ? () => onQueryChange({ search: '' }) : undefined} /> : <NoInvitesYet pendingOnly={query.tab === 'invited'} />;
  else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">{t.count(count)}</Typography>
        <Box component="ul" sx={inviteGridSx}>
          {invites.map((invite) => <InviteCard key={invite.id} invite={invite} now={now} />)}
        </Box>
        <PageNumbers pages={pages} page={query.page} label={t.pagination} onChange={(page) => onQueryChange({ page })} />
      </>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Tabs value={query.tab} onChange={(_event, tab) => onQueryChange({ tab })} aria-label={t.tabsLabel} variant="scrollable" allowScrollButtonsMobile>
          {inviteTabs.map((tab) => <Tab key={tab} value={tab} label={t.tabs[tab]} />)}
        </Tabs>
        <DebouncedSearchField value={query.search} onChange={(search) => onQueryChange({ search })} label={t.searchLabel} placeholder={t.searchPlaceholder} minWidth={280} />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{refreshing ? <LinearProgress aria-label={t.loading} /> : null}</Box>
      {body}
    </Box>
  );
}
