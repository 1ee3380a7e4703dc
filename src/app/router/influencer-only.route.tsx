import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { isInfluencerOnlyPath } from '../../domain/access/access-guard';

/** Settings and the influencer campaign routes: brands are sent to /dashboard (SPEC §2, §6). */
export function InfluencerOnlyRoute() {
  const { pathname } = useLocation();
  const { data } = useWhoamiQuery();
  if (data?.is_brand && isInfluencerOnlyPath(pathname)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
