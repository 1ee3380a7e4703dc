import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { verifiedNumbersTexts as t } from '../../domain/analytics/verified-numbers.texts';

export const verifiedNumbersHeadingId = 'verified-numbers-heading';

/** The totals' grid, shared with the skeleton so the card keeps its height when the figures arrive. */
export const tileGridSx = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } } as const;

/**
 * The card "Your verified numbers" around its content: in the dashboard's own chunk, so the heading and the skeleton
 * stand where the card will be before its code and data arrive (verified-numbers-card.lazy.tsx).
 */
export function VerifiedNumbersFrame({ hint, children }: { hint?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={verifiedNumbersHeadingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={verifiedNumbersHeadingId} variant="h6" component="h2">{t.title}</Typography>
      {hint ? <Typography variant="body2" color="text.secondary">{hint}</Typography> : null}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Box>
  );
}

/** Tiles and rows in the shape of the filled card, so nothing jumps when the figures arrive. */
export function VerifiedNumbersSkeleton() {
  return (
    <Box role="status" aria-label={t.loading}>
      <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
      <Box sx={tileGridSx}>
        {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="rounded" height={84} />)}
      </Box>
      <Skeleton variant="text" width="60%" sx={{ mt: 1 }} />
      <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
    </Box>
  );
}

/**
 * The card's room before it starts loading (it waits until it nears the viewport): the skeleton's shape, empty and
 * hidden from assistive technology. Nothing is loading yet, so nothing says so: no skeleton, no status, nothing busy.
 */
export function VerifiedNumbersRoom() {
  return (
    <Box aria-hidden data-testid="verified-numbers-room">
      <Box sx={tileGridSx}>
        {Array.from({ length: 8 }, (_, i) => <Box key={i} sx={{ height: 84 }} />)}
      </Box>
      <Box sx={{ height: 24, mt: 1 }} />
      <Box sx={{ height: 56, mt: 2 }} />
    </Box>
  );
}
