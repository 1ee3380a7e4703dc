import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { brandRedirectFor } from '../../domain/access/access-guard';

/**
 * Settings and the influencer campaign routes: brands are sent to /dashboard (SPEC §2, §6), except /campaigns,
 * the brand sidebar's own link, which leads to the brand's campaign list (issue 5; docs/decisions.md).
 */
export function InfluencerOnlyRoute() {
  const { pathname, search } = useLocation();
  const { data } = useWhoamiQuery();
  const to = data?.is_brand ? brandRedirectFor(pathname, search, data.brand_id ?? null) : null;
  if (to) return <Navigate to={to} replace />;
  return <Outlet />;
}
