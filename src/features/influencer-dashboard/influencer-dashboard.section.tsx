import { useWhoamiQuery } from '../../api/enhanced-api';
import { useGetInfluencerDashboardQuery, useGetInfluencerDashboardStatsQuery } from '../../api/generated/api';
import { InfluencerDashboardView } from './influencer-dashboard.view';
import { LazyVerifiedNumbersCard } from './verified-numbers-card.lazy';

/** The signed-in influencer's dashboard: whoami's influencer_id, then GET influencers/{id}/dashboard/ and the totals. */
export function InfluencerDashboardSection() {
  const whoami = useWhoamiQuery();
  const influencerId = whoami.data?.influencer_id ?? null;
  const dashboard = useGetInfluencerDashboardQuery({ id: influencerId ?? '' }, { skip: !influencerId });
  const stats = useGetInfluencerDashboardStatsQuery(undefined, { skip: !influencerId });

  const status = whoami.isLoading || dashboard.isLoading
    ? 'loading'
    : dashboard.isError && !dashboard.data ? 'error' : !influencerId || !dashboard.data ? 'no-profile' : 'ready';
  return (
    <InfluencerDashboardView status={status} dashboard={dashboard.data} stats={stats.data}
      onRetry={() => { void dashboard.refetch(); void stats.refetch(); }}
      // Below the work cards, off the first screen at 390×844 and 1280×800: it loads as it nears the viewport.
      verifiedNumbers={<LazyVerifiedNumbersCard />} />
  );
}
