import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { useListCampaignsQuery } from '../../api/generated/api';
import { AnalyticsFilters } from './analytics-filters.component';
import { defaultRangeChoice, rangeOf, type RangeChoice } from './analytics-range';
import { analyticsTexts as t } from './analytics.texts';
import { downloadPerformanceCsv, type ReportScope } from './download-performance-csv';
import { PerformanceReportView, type Breakdown } from './performance-report.view';
import { usePerformanceReports } from './use-performance-reports.hook';
import { useTeamPermission } from '../team/use-team-permission.hook';

const brandGroupings: readonly Breakdown[] = ['platform', 'placement', 'campaign', 'influencer'];
const campaignGroupings: readonly Breakdown[] = ['platform', 'placement', 'influencer'];

/**
 * /analytics: the brand's performance, all campaigns (but drafts) or one (`?campaign=<id>`), over a period, with CSV
 * exports for members holding `analytics.export`.
 */
export function AnalyticsPageSection() {
  const whoami = useWhoamiQuery();
  const brandId = whoami.data?.brand_id ?? null;
  const canExport = useTeamPermission('analytics.export') ?? false;
  const [params, setParams] = useSearchParams();
  const campaignId = params.get('campaign') ?? '';
  const [choice, setChoice] = useState<RangeChoice>(() => defaultRangeChoice());
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const campaigns = useListCampaignsQuery({ brandId: brandId ?? '', pageSize: 100, ordering: '-created_at' }, { skip: !brandId });
  const { range, errors } = rangeOf(choice);

  const scope: ReportScope | null = !brandId ? null : campaignId ? { kind: 'campaign', campaignId } : { kind: 'brand', brandId, currency };
  const groupings = campaignId ? campaignGroupings : brandGroupings;
  const reports = usePerformanceReports(scope, range, groupings);

  if (!whoami.isLoading && !brandId) return <Alert severity="info">{t.noBrand}</Alert>;
  const options = (campaigns.data?.results ?? []).filter((c) => c.status !== 'draft').map((c) => ({ id: c.id, name: c.name }));
  const filters = (
    <AnalyticsFilters choice={choice} onChoiceChange={setChoice} errors={errors}
      campaigns={options} campaignId={options.some((o) => o.id === campaignId) ? campaignId : ''}
      onCampaignChange={(id) => setParams(id ? { campaign: id } : {}, { replace: true })}
      currencies={campaignId ? undefined : reports.report?.currencies} currency={reports.report?.currency} onCurrencyChange={setCurrency} />
  );
  return (
    <PerformanceReportView
      filters={filters}
      // A custom range the rules refuse keeps the last report off screen: the fields say what is wrong.
      status={errors ? 'ready' : reports.status}
      report={errors ? undefined : reports.report}
      breakdowns={reports.breakdowns}
      groupings={groupings}
      canExport={canExport}
      onExport={(groupBy, table) => downloadPerformanceCsv({ scope: scope!, from: range!.from, to: range!.to, groupBy, table })}
      onRetry={reports.refetch}
    />
  );
}
