import { useWhoamiQuery } from '../../api/enhanced-api';
import { useGetBrandDashboardQuery } from '../../api/generated/api';
import { useViewPreferences } from '../brand-campaigns/use-view-preferences.hook';
import { useTeamPermission } from '../team/use-team-permission.hook';
import { BrandDashboardView } from './brand-dashboard.view';

/** The signed-in brand member's dashboard: whoami's brand_id, then GET brands/{id}/dashboard/. */
export function BrandDashboardSection() {
  const whoami = useWhoamiQuery();
  const brandId = whoami.data?.brand_id ?? null;
  const dashboard = useGetBrandDashboardQuery({ id: brandId ?? '' }, { skip: !brandId });
  const [preferences] = useViewPreferences(whoami.data?.id);
  // The member's own flags (whoami); without a brand nothing is hidden (the server decides).
  const canCreate = useTeamPermission('campaigns.create') ?? true;

  const status = whoami.isLoading || dashboard.isLoading
    ? 'loading'
    : dashboard.isError ? 'error' : !brandId || !dashboard.data ? 'no-brand' : 'ready';
  return (
    <BrandDashboardView status={status} dashboard={dashboard.data} showMetrics={preferences.showMetrics}
      canCreate={canCreate} onRetry={() => void dashboard.refetch()} />
  );
}
