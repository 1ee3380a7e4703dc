import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { analyticsFormulas } from '../../domain/analytics/analytics-formulas';
import { emptyReport, estimatedBreakdowns, estimatedReport, influencerReport, sampleBreakdowns, sampleReport } from './analytics.fixtures';
import { PerformanceReportView } from './performance-report.view';

/** A performance report (/analytics, a campaign's Performance tab, an influencer's Stats tab) in every state. */
const meta = {
  title: 'Analytics/PerformanceReport',
  component: PerformanceReportView,
  args: {
    status: 'ready', report: sampleReport, breakdowns: sampleBreakdowns, groupings: ['platform', 'placement', 'campaign', 'influencer'],
    canExport: true, onExport: fn(async () => undefined), onRetry: fn(),
  },
} satisfies Meta<typeof PerformanceReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', report: undefined, breakdowns: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading performance' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', report: undefined, breakdowns: {} },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Could not load the performance report.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A brand (or campaign) without verified content yet. */
export const Empty: Story = {
  args: { report: emptyReport, breakdowns: {} },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No performance data yet.')).toBeInTheDocument();
    await expect(page.getByText('Figures appear once verified content has its first daily stats.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Export/ })).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const totals = page.getByRole('list', { name: 'Totals' });
    await expect(within(totals).getByRole('listitem', { name: 'Views' })).toHaveTextContent('412.3K');
    await expect(within(totals).getByRole('listitem', { name: 'Engagement rate' })).toHaveTextContent(`Formula: ${analyticsFormulas.engagement_rate}`);
    await expect(within(totals).getByRole('listitem', { name: 'Effective CPM' })).toHaveTextContent('₹165.83planned CPM ₹150');
    await expect(within(totals).getByRole('listitem', { name: 'CPV' })).toHaveTextContent('₹0.1658');
    await expect(within(totals).getByRole('listitem', { name: 'Placements delivered' })).toHaveTextContent('6 of 8');
    await expect(within(totals).getAllByText('First-party').length).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('table', { name: 'By placement type' })).toHaveTextContent('Dedicated video');
    await expect(page.getByRole('table', { name: 'By campaign' })).toHaveTextContent('Summer Audio Drop');
    await expect(page.getByRole('table', { name: 'Top content' })).toHaveTextContent('Aarav Styles');
    await userEvent.click(page.getByRole('button', { name: 'Export by platform as CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('platform', 'rows');
    await userEvent.click(page.getByRole('button', { name: 'Export top content as CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('day', 'top_content');
  },
};

/** Meera's reel was typed in from a screenshot: every figure it feeds says Estimated. */
export const EstimatedFigures: Story = {
  args: { report: estimatedReport, breakdowns: estimatedBreakdowns },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Some figures are estimated: they include readings not taken from a connected account.')).toBeInTheDocument();
    const views = within(page.getByRole('list', { name: 'Totals' })).getByRole('listitem', { name: 'Views' });
    await expect(within(views).getByText('Estimated')).toBeInTheDocument();
    await expect(within(page.getByRole('table', { name: 'By influencer' })).getByText('Estimated')).toBeInTheDocument();
  },
};

/** A viewer (no `analytics.export`): the same report without any export button. */
export const NoExportPermission: Story = {
  args: { canExport: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('table', { name: 'By platform' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Export/ })).toBeNull();
  },
};

/** An influencer's own numbers: what they are owed instead of spend and cost ratios; no exports. */
export const InfluencerOwnNumbers: Story = {
  args: { report: influencerReport, audience: 'influencer', canExport: false, groupings: ['platform', 'placement'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('listitem', { name: 'Owed for verified content' })).toHaveTextContent('₹30,000');
    await expect(page.queryByRole('listitem', { name: 'Effective CPM' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Spend' })).toBeNull();
  },
};

/** A phone (390 px): two cards a row, tables scroll inside their cards. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Totals' })).toBeInTheDocument();
  },
};
