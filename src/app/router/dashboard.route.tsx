import { Navigate } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { operatorHome } from '../../domain/navigation/navigation';
import { lazyPage } from './lazy-page';
import { pageChunks } from './page-chunks';

const brandDashboard = lazyPage(pageChunks.brandDashboard, null);
const influencerDashboard = lazyPage(pageChunks.influencerDashboard, null);
const neitherDashboard = lazyPage(() => import(/* webpackChunkName: "page-dashboard" */ '../../features/pages/dashboard.page'), null);

/**
 * /dashboard shows the brand dashboard to brands and the influencer dashboard to influencers (SPEC §2). Staff have
 * the operator's shell, whose home is the disputes page (docs/shell.md "Navigation per role").
 */
export function DashboardRoute() {
  const { data } = useWhoamiQuery();
  if (data?.is_staff) return <Navigate to={operatorHome} replace />;
  if (data?.is_brand) return brandDashboard;
  if (data?.is_influencer) return influencerDashboard;
  return neitherDashboard;
}
