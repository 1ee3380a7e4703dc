import { useState } from 'react';
import { AnalyticsFilters } from './analytics-filters.component';
import { defaultRangeChoice, rangeOf, type RangeChoice } from './analytics-range';
import { downloadPerformanceCsv } from './download-performance-csv';
import { PerformanceReportView, type Breakdown } from './performance-report.view';
import { usePerformanceReports } from './use-performance-reports.hook';
import { useTeamPermission } from '../team/use-team-permission.hook';

const groupings: readonly Breakdown[] = ['platform', 'placement', 'influencer'];

/**
 * One campaign's performance (GET campaigns/{id}/performance/): the /analytics page's report for that campaign.
 * Brand members see everything (export with `analytics.export`); an influencer sees their own content and what they
 * are owed, without exports.
 */
export function CampaignPerformanceSection({ campaignId, audience = 'brand' }: { campaignId: string; audience?: 'brand' | 'influencer' }) {
  const canExport = useTeamPermission('analytics.export') ?? false;
  const [choice, setChoice] = useState<RangeChoice>(() => defaultRangeChoice());
  const { range, errors } = rangeOf(choice);
  const shown = audience === 'brand' ? groupings : (['platform', 'placement'] as const);
  const reports = usePerformanceReports({ kind: 'campaign', campaignId }, range, shown);
  return (
    <PerformanceReportView
      filters={<AnalyticsFilters choice={choice} onChoiceChange={setChoice} errors={errors} />}
      status={errors ? 'ready' : reports.status}
      report={errors ? undefined : reports.report}
      breakdowns={reports.breakdowns}
      groupings={shown}
      audience={audience}
      canExport={audience === 'brand' && canExport}
      onExport={(groupBy, table) => downloadPerformanceCsv({ scope: { kind: 'campaign', campaignId }, from: range!.from, to: range!.to, groupBy, table })}
      onRetry={reports.refetch}
    />
  );
}
