import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useDisputeCampaignContentSubmissionMutation, useGetActiveCampaignStatsQuery, useListActiveCampaignContentQuery, useListActiveCampaignPlacementsQuery,
  type ActiveSubmission,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { stepFailure } from '../content-review/content-review.section';
import { LazyReasonDialog as ReasonDialog } from '../../components/reason-dialog/lazy-reason-dialog';
import { verificationReasonSchema } from '../../domain/marketplace/campaign-application.schema';
import { reasonDialogTexts, reviewItemTexts } from '../content-review/content-review.texts';
import { activeCampaignTexts as t } from './active-campaigns.texts';
import { ContentTabView, contentPageSize } from './content-tab.view';
import { PlacementsTabView } from './placements-tab.view';
import { StatsTabView } from './stats-tab.view';
import { TabState } from './tab-states.component';
import { InfluencerPerformance } from '../analytics/influencer-performance.component';

type Query = { isLoading: boolean; isError: boolean; data?: unknown; refetch: () => unknown };
const statusOf = (query: Query) => (query.isLoading ? 'loading' : query.isError && !query.data ? 'error' : 'ready');

/** Placements tab route: GET influencers/campaigns/active/{id}/placements/. */
export function PlacementsTab({ rosterId }: { rosterId: string }) {
  const query = useListActiveCampaignPlacementsQuery({ id: rosterId });
  if (!query.data) return <TabState status={statusOf(query) === 'ready' ? 'loading' : statusOf(query)} label={t.placementsLoading} failed={t.placementsFailed} onRetry={() => void query.refetch()} />;
  return <PlacementsTabView placements={query.data} />;
}

/** Content tab route: GET …/{id}/content/ with the page in the URL (?page=2). */
export function ContentTab({ rosterId, campaignId, onSubmitContent }: { rosterId: string; campaignId?: string; onSubmitContent?: () => void }) {
  const [params, setParams] = useSearchParams();
  const [disputing, setDisputing] = useState<ActiveSubmission | null>(null);
  const [dispute] = useDisputeCampaignContentSubmissionMutation();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const query = useListActiveCampaignContentQuery({ id: rosterId, page, pageSize: contentPageSize });
  if (!query.data) return <TabState status={statusOf(query) === 'ready' ? 'loading' : statusOf(query)} label={t.contentLoading} failed={t.contentFailed} onRetry={() => void query.refetch()} />;
  return (
    <>
      <ContentTabView submissions={query.data.results} count={query.data.count} page={page} onSubmitContent={onSubmitContent}
        onDispute={campaignId ? setDisputing : undefined} onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
      <ReasonDialog {...reasonDialogTexts.dispute} schema={verificationReasonSchema} open={disputing !== null} onClose={() => setDisputing(null)} onSubmit={async (reason) => {
        if (!disputing || !campaignId) return undefined;
        const result = await dispute({ id: campaignId, submissionId: disputing.id, verificationReason: { reason } });
        if ('error' in result) return stepFailure(result.error);
        notify.success(reviewItemTexts.disputed);
        setDisputing(null);
        return undefined;
      }} />
    </>
  );
}

/** Stats tab route: GET …/{id}/dashboard/stats/, then the influencer's own verified numbers (GET campaigns/{id}/performance/). */
export function StatsTab({ rosterId, campaignId }: { rosterId: string; campaignId?: string }) {
  const query = useGetActiveCampaignStatsQuery({ id: rosterId });
  if (!query.data) return <TabState status={statusOf(query) === 'ready' ? 'loading' : statusOf(query)} label={t.statsLoading} failed={t.statsFailed} onRetry={() => void query.refetch()} />;
  return (
    <>
      <StatsTabView stats={query.data} />
      {campaignId ? <InfluencerPerformance campaignId={campaignId} /> : null}
    </>
  );
}
