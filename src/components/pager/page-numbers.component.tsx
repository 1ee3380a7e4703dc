import Pagination from '@mui/material/Pagination';

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
    <Pagination sx={{ mt: flush ? 0 : 3, display: 'flex', justifyContent: 'center' }} count={pages} page={Math.min(page, pages)}
      aria-label={label} onChange={(_event, next) => onChange(next)} />
  );
}
