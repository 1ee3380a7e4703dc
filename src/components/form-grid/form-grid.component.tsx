import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Span = number | { xs: number; sm?: number; md?: number };

/**
 * A form's 12-column layout with MUI Grid's `spacing={2}` gaps, as CSS grid on Box: MUI's Grid (about 1.2 kB gzip) stays
 * out of pages whose first screen is a form (the campaign wizard's first step, SPEC §9's budget; docs/performance.md).
 */
export function FormGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}>{children}</Box>;
}

/** One cell of a FormGrid, `span` columns wide (per breakpoint, like Grid's `size`). */
export function FormCell({ span, children }: { span: Span; children: ReactNode }) {
  const columns = typeof span === 'number' ? { xs: span } : span;
  const gridColumn = Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `span ${count}`]));
  return <Box sx={{ gridColumn, minWidth: 0 }}>{children}</Box>;
}
