import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbs, type Crumb } from '../../domain/navigation/breadcrumbs';

export interface BreadcrumbsProps {
  /** Defaults to the crumbs of the current path (SPEC §2). */
  crumbs?: Crumb[];
}

/** Home › Section › Page above the page; nothing on the dashboard. The current page is text, not a link. */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  const { pathname } = useLocation();
  const trail = crumbs ?? breadcrumbs(pathname);
  if (trail.length === 0) return null;
  const last = trail.length - 1;
  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" separator="›" sx={{ mb: 2, fontSize: '0.875rem' }}>
      {trail.map((crumb, index) =>
        crumb.path && index !== last ? (
          <Link key={`${index}-${crumb.label}`} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={`${index}-${crumb.label}`}
            component="span"
            sx={{ fontSize: 'inherit', color: index === last ? 'text.primary' : 'text.secondary' }}
            aria-current={index === last ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
