import { lazy, Suspense } from 'react';

// MUI's Pagination (about 4 kB gzip) loads only for a list that has more than one page: most first visits show one.
const Pagination = lazy(() => import(/* webpackChunkName: "pagination" */ '@mui/material/Pagination'));

export interface PageNumbersProps {
  /** How many pages the list has; nothing is shown for one. */
  pages: number;
  /** The page asked for (a page past the end, e.g. from an old link, shows as the last). */
  page: number;
  onChange: (page: number) => void;
  /** Names the navigation, e.g. "Campaign pages". */
  label: string;
  /** Inside a Stack the spacing already separates it from the list. */
  flush?: boolean;
}

/** Numbered pages under a list that knows its total (DRF's `count`). */
export function PageNumbers({ pages, page, onChange, label, flush = false }: PageNumbersProps) {
  if (pages <= 1) return null;
  return (
    <Suspense fallback={<div style={{ minHeight: 32, marginTop: flush ? 0 : 24 }} />}>
      <Pagination sx={{ mt: flush ? 0 : 3, display: 'flex', justifyContent: 'center' }} count={pages} page={Math.min(page, pages)}
        aria-label={label} onChange={(_event, next) => onChange(next)} />
    </Suspense>
  );
}
