import { render, screen, within } from '@testing-library/react';
import { analyticsFormulas } from '../../domain/analytics/analytics-formulas';
import { emptyReport, estimatedBreakdowns, estimatedReport, sampleBreakdowns, sampleReport } from './analytics.fixtures';
import { PerformanceReportView } from './performance-report.view';

const groupings = ['platform', 'placement', 'influencer'] as const;
const renderReport = (props: Partial<Parameters<typeof PerformanceReportView>[0]> = {}) =>
  render(
    <PerformanceReportView status="ready" report={sampleReport} breakdowns={sampleBreakdowns} groupings={groupings} onExport={async () => undefined} {...props} />,
  );

describe('PerformanceReportView', () => {
  it('offers an export per table only with analytics.export', () => {
    renderReport({ canExport: true });
    const labels = screen.getAllByRole('button', { name: /^Export .* as CSV$/ }).map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Export totals as CSV', 'Export by day as CSV', 'Export by platform as CSV', 'Export by placement type as CSV',
      'Export by influencer as CSV', 'Export top content as CSV',
    ]);
  });

  it('shows no export button without analytics.export', () => {
    renderReport({ canExport: false });
    expect(screen.getByRole('table', { name: 'By influencer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('labels every card figure with its source and shows the engagement-rate formula', () => {
    renderReport();
    const cards = within(screen.getByRole('list', { name: 'Totals' })).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    for (const card of cards) expect(within(card).getByText(/^(First-party|Estimated)$/)).toBeInTheDocument();
    expect(screen.getByText(`Formula: ${analyticsFormulas.engagement_rate}`)).toBeInTheDocument();
  });

  it('says Estimated where a figure rests on an estimated reading', () => {
    renderReport({ report: estimatedReport, breakdowns: estimatedBreakdowns });
    const views = within(screen.getByRole('list', { name: 'Totals' })).getByRole('listitem', { name: 'Views' });
    expect(within(views).getByText('Estimated')).toBeInTheDocument();
    const spend = within(screen.getByRole('list', { name: 'Totals' })).getByRole('listitem', { name: 'Spend so far' });
    expect(within(spend).getByText('First-party')).toBeInTheDocument();
    const meera = within(screen.getByRole('table', { name: 'By influencer' })).getByRole('row', { name: /Meera Threads/ });
    expect(within(meera).getByText('Estimated')).toBeInTheDocument();
  });

  it("shows the empty state for a brand without data", () => {
    renderReport({ report: emptyReport, breakdowns: {} });
    expect(screen.getByText('No performance data yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
  });
});
