import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pagerTexts } from './pager.texts';

export interface PagerProps {
  hasPrevious: boolean;
  hasNext: boolean;
  /** -1 for the previous page, 1 for the next. */
  onPage?: (step: -1 | 1) => void;
}

/** Previous / next page buttons under a list that pages by links (DRF's `previous` and `next`); nothing on a single page. */
export function Pager({ hasPrevious, hasNext, onPage }: PagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button disabled={!hasPrevious} onClick={() => onPage?.(-1)}>{pagerTexts.previous}</Button>
      <Button disabled={!hasNext} onClick={() => onPage?.(1)}>{pagerTexts.next}</Button>
    </Stack>
  );
}
