import { useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useGetActiveCampaignDashboardQuery } from '../../api/generated/api';
import { contentCampaignStatuses } from '../../domain/marketplace/invite-status';
import { lazySection } from '../../components/lazy-section/lazy-section';
import { activeCampaignHref } from './active-list-query';
import { activeCampaignTabs, ActiveCampaignView, type ActiveCampaignTab } from './active-campaign.view';
import { OverviewTabView } from './overview-tab.view';
import { MessageButton } from '../messages/components/message-button.component';

// The overview opens first; the other tabs (and the content tab's dispute dialog) load when first shown (docs/performance.md).
const loadTabs = () => import(/* webpackChunkName: "active-campaign-tabs" */ './active-campaign-tabs.section');
const PlacementsTab = lazySection(() => loadTabs().then((m) => m.PlacementsTab));
const ContentTab = lazySection(() => loadTabs().then((m) => m.ContentTab));
const StatsTab = lazySection(() => loadTabs().then((m) => m.StatsTab));

export interface SubmitContentSlot {
  open: boolean;
  onClose: () => void;
  campaignId: string;
  rosterId: string;
}

/**
 * /campaigns/active/:id/*: the tabs are sub-routes (overview, placements, content, stats; a bare or unknown one
 * goes to overview). `renderSubmitContent` draws the submit-content dialog; without it the Content tab has no button.
 */
export function ActiveCampaignSection({ renderSubmitContent }: { renderSubmitContent?: (slot: SubmitContentSlot) => ReactNode }) {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const dashboard = useGetActiveCampaignDashboardQuery({ id }, { skip: !id });
  const segment = pathname.split('/').filter(Boolean)[3] ?? '';
  const tab: ActiveCampaignTab = activeCampaignTabs.find((item) => item.id === segment)?.id ?? 'overview';

  const error = dashboard.error as { status?: number } | undefined;
  const status = dashboard.isLoading ? 'loading' : dashboard.data ? 'ready' : error?.status === 404 || error?.status === 400 ? 'not-found' : dashboard.isError ? 'error' : 'loading';
  const campaignId = dashboard.data?.campaign.id ?? '';
  // Only an active campaign takes content (a paused or finished one does not), so only then is there a Submit button.
  const finished = dashboard.data ? !(contentCampaignStatuses as readonly string[]).includes(dashboard.data.campaign.status) : true;
  const onSubmitContent = renderSubmitContent && !finished ? () => setSubmitting(true) : undefined;
  return (
    <ActiveCampaignView rosterId={id} status={status} dashboard={dashboard.data} tab={tab} onRetry={() => void dashboard.refetch()}
      messageAction={(brand, campaignId) => <MessageButton brandId={brand.id} campaignId={campaignId} name={brand.name} />}>
      <Routes>
        <Route index element={<Navigate to={activeCampaignHref(id, 'overview')} replace />} />
        <Route path="overview" element={dashboard.data ? <OverviewTabView dashboard={dashboard.data} /> : null} />
        <Route path="placements" element={<PlacementsTab rosterId={id} />} />
        <Route path="content" element={<ContentTab rosterId={id} campaignId={campaignId || undefined} onSubmitContent={onSubmitContent} />} />
        <Route path="stats" element={<StatsTab rosterId={id} campaignId={campaignId || undefined} />} />
        <Route path="*" element={<Navigate to={activeCampaignHref(id, 'overview')} replace />} />
      </Routes>
      {renderSubmitContent && campaignId && !finished ? renderSubmitContent({ open: submitting, onClose: () => setSubmitting(false), campaignId, rosterId: id }) : null}
    </ActiveCampaignView>
  );
}
