import { Navigate } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';

/**
 * /campaigns/create is where SPEC's brand sidebar and quick action point, but campaign creation lives at
 * brands/{brandId}/campaigns/create: send brands there, anyone else to /dashboard (only brands create campaigns).
 */
export function CreateCampaignRedirectRoute() {
  const { data } = useWhoamiQuery();
  const to = data?.is_brand && data.brand_id ? `/brands/${data.brand_id}/campaigns/create` : '/dashboard';
  return <Navigate to={to} replace />;
}
