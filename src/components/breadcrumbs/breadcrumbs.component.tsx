import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbs, type Crumb } from '../../domain/navigation/breadcrumbs';

export interface BreadcrumbsProps {
  /** Defaults to the crumbs of the current path (SPEC §2). */
  crumbs?: Crumb[];
}

/**
 * Home › Section › Page above the page; nothing on the dashboard. The current page is text, not a link.
 * A plain ordered list (the WAI-ARIA breadcrumb pattern) rather than MUI's Breadcrumbs, whose collapsing we
 * do not need on every signed-in page.
 */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  const { pathname } = useLocation();
  const trail = crumbs ?? breadcrumbs(pathname);
  if (trail.length === 0) return null;
  const last = trail.length - 1;
  return (
    <Box component="nav" aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Box
        component="ol"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0, typography: 'body2', color: 'text.secondary' }}
      >
        {trail.map((crumb, index) => (
          <Box component="li" key={`${index}-${crumb.label}`} sx={{ display: 'flex', alignItems: 'center' }}>
            {index > 0 ? (
              <Box component="span" aria-hidden sx={{ mx: 1 }}>
                ›
              </Box>
            ) : null}
            {crumb.path && index !== last ? (
              <Link component={RouterLink} to={crumb.path} underline="hover" color="inherit">
                {crumb.label}
              </Link>
            ) : (
              <Box component="span" aria-current={index === last ? 'page' : undefined} sx={{ color: index === last ? 'text.primary' : undefined }}>
                {crumb.label}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
