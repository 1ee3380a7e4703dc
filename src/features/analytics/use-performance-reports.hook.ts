import { useGetBrandPerformanceQuery, useGetCampaignPerformanceQuery, type PerformanceReport } from '../../api/generated/api';
import type { DateRange } from '../../domain/analytics/analytics-rules';
import type { ReportScope } from './download-performance-csv';
import type { Grouping } from './performance-format';
import type { Breakdown, ReportStatus } from './performance-report.view';

type Currency = 'INR' | 'USD' | 'EUR';

/** One grouping of the scope's report through the generated endpoints (brand-wide or one campaign); skipped without a range. */
function useReport(scope: ReportScope | null, range: DateRange | null, groupBy: Grouping, enabled = true) {
  const brand = scope?.kind === 'brand' ? scope : null;
  const campaign = scope?.kind === 'campaign' ? scope : null;
  const brandQuery = useGetBrandPerformanceQuery(
    { brandId: brand?.brandId ?? '', groupBy, from: range?.from, to: range?.to, currency: brand?.currency as Currency | undefined },
    { skip: !brand || !range || !enabled },
  );
  const campaignQuery = useGetCampaignPerformanceQuery(
    { id: campaign?.campaignId ?? '', groupBy: groupBy === 'campaign' ? 'day' : groupBy, from: range?.from, to: range?.to },
    { skip: !campaign || !range || !enabled || groupBy === 'campaign' },
  );
  return brand ? brandQuery : campaignQuery;
}

export interface PerformanceReports {
  status: ReportStatus;
  report?: PerformanceReport;
  breakdowns: Partial<Record<Breakdown, PerformanceReport>>;
  refetch: () => void;
}

/**
 * The daily report (totals, series, top content) and the breakdowns the page shows, each one request. The page's
 * state follows the daily report; a breakdown that fails shows its table's skeleton until a retry.
 */
export function usePerformanceReports(scope: ReportScope | null, range: DateRange | null, groupings: readonly Breakdown[]): PerformanceReports {
  const day = useReport(scope, range, 'day');
  const platform = useReport(scope, range, 'platform', groupings.includes('platform'));
  const placement = useReport(scope, range, 'placement', groupings.includes('placement'));
  const influencer = useReport(scope, range, 'influencer', groupings.includes('influencer'));
  const campaign = useReport(scope, range, 'campaign', groupings.includes('campaign'));
  const queries = { platform, placement, influencer, campaign };
  const breakdowns: Partial<Record<Breakdown, PerformanceReport>> = {};
  for (const grouping of groupings) {
    const data = queries[grouping].currentData;
    if (data) breakdowns[grouping] = data;
  }
  const status: ReportStatus = day.isError ? 'error' : day.currentData ? 'ready' : 'loading';
  return {
    status,
    report: day.currentData,
    breakdowns,
    refetch: () => {
      for (const query of [day, ...groupings.map((g) => queries[g])]) if (!query.isUninitialized) void query.refetch();
    },
  };
}
