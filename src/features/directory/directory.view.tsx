import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { DirectoryEntry } from '../../api/generated/api';
import { PageNumbers } from '../../components/pager/page-numbers.component';
import { PageTitle } from '../../components/page-title/page-title.component';
import { EmptyState, LoadFailed } from '../brand-campaigns/campaign-list-states.component';
import { DirectoryCard } from './directory-card.component';
import { DirectoryFilters } from './directory-filters.component';
import { directoryPageSize, hasFilters, type DirectoryQuery } from './directory-query';
import { directoryTexts as t } from './directory.texts';

export interface DirectoryViewProps {
  status: 'loading' | 'error' | 'ready';
  entries?: DirectoryEntry[];
  count?: number;
  /** The server stopped counting at `count`: there are more (docs/directory.md "Counting"). */
  countCapped?: boolean;
  query: DirectoryQuery;
  onQueryChange: (patch: Partial<DirectoryQuery>) => void;
  onClearFilters: () => void;
  onRetry: () => void;
  /** Selection for shortlists and invites; without it the cards have no checkboxes. */
  selected?: ReadonlySet<string>;
  onSelect?: (id: string, selected: boolean) => void;
  /** The bar shown while something is selected (add to shortlist, invite). */
  selectionActions?: ReactNode;
  /** Shown under the title (the Directory / Shortlists tabs). */
  header?: ReactNode;
  /** Title and header only (the Shortlists tab shows its own content). */
  hideResults?: boolean;
}

/** /influencers for brands: the directory's filters, results with verified vs self-reported figures, pages. */
export function DirectoryView({ status, entries, count, countCapped = false, query, onQueryChange, onClearFilters, onRetry, selected, onSelect, selectionActions, header, hideResults }: DirectoryViewProps) {
  // With a capped count the pages go on: one more than counted is offered, and that page counts further.
  const pages = Math.max(1, Math.ceil((count ?? 0) / directoryPageSize) + (countCapped ? 1 : 0));
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Box role="status" aria-label={t.loading} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
        {Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" height={180} />)}
      </Box>
    );
  } else if (status === 'error') {
    body = <LoadFailed message={t.loadFailed} onRetry={onRetry} />;
  } else if (!entries || entries.length === 0) {
    body = hasFilters(query)
      ? <EmptyState icon={<SearchOffOutlined />} title={t.emptyTitle} body={t.emptyBody} action={<Button onClick={onClearFilters}>{t.clearFilters}</Button>} />
      : <EmptyState icon={<PersonSearchOutlined />} title={t.noneYetTitle} body={t.noneYetBody} />;
  } else {
    body = (
      <>
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" role="status">{t.resultCount(count ?? entries.length, countCapped)}</Typography>
          {hasFilters(query) && <Button size="small" onClick={onClearFilters}>{t.clearFilters}</Button>}
        </Stack>
        <Box component="ul" aria-label={t.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <DirectoryCard entry={entry} selected={selected?.has(entry.id)} onSelect={onSelect && ((value) => onSelect(entry.id, value))} />
            </li>
          ))}
        </Box>
        <PageNumbers pages={pages} page={query.page} label={t.pages} onChange={(page) => onQueryChange({ page })} />
      </>
    );
  }
  return (
    <>
      <PageTitle title={t.title}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{t.intro}</Typography>
      </PageTitle>
      {header}
      {hideResults ? null : <>
      <DirectoryFilters query={query} onChange={onQueryChange} />
      {selected && selected.size > 0 && selectionActions && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', position: 'sticky', top: 8, zIndex: 1 }}>
          <Typography variant="body2" sx={{ mr: 1 }}>{t.selected(selected.size)}</Typography>
          {selectionActions}
        </Paper>
      )}
      {body}
      </>}
    </>
  );
}
