import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '../../domain/navigation/page-title';

export interface PageTitleProps {
  /** Defaults to the title derived from the current path (SPEC §2). */
  title?: string;
  /** Shown under the heading, e.g. the account badge of a dashboard. */
  children?: ReactNode;
}

/** The page heading; pages that later issues build show only this for now. */
export function PageTitle({ title, children }: PageTitleProps) {
  const { pathname } = useLocation();
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography variant="h1" component="h1">
        {title ?? pageTitle(pathname)}
      </Typography>
      {children}
    </Box>
  );
}
