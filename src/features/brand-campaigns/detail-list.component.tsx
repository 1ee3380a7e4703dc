import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { detailTexts as t } from './brand-campaigns.texts';

/** Label/value pairs as a description list (read in pairs by screen readers); empty values say 'Not set'. */
export function DetailList({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' } }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? t.notSet : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function SectionCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h6" component="h2">{title}</Typography>
        {/* Stays at the right edge when a narrow screen wraps it under the title. */}
        {action ? <Box sx={{ ml: 'auto' }}>{action}</Box> : null}
      </Box>
      {children}
    </Box>
  );
}
