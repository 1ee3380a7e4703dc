import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emulatePhone } from '../shell/testing/shell-story-helpers';
import { sampleCampaigns } from './brand-campaigns.fixtures';
import { emptyCampaignListQuery } from './campaign-list-query';
import { CampaignListView } from './campaign-list.view';
import { defaultViewPreferences } from './view-preferences';

/** The brand's campaign list: loading, error, new brand, nothing matching, grid, list, viewer. */
const meta = {
  title: 'Brand campaigns/CampaignList',
  component: CampaignListView,
  args: {
    brandId: 'b1',
    status: 'ready',
    campaigns: sampleCampaigns,
    count: sampleCampaigns.length,
    query: emptyCampaignListQuery,
    preferences: defaultViewPreferences,
    onQueryChange: fn(),
    onClearFilters: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CampaignListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', campaigns: undefined, count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading campaigns' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', campaigns: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Could not load your campaigns.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const EmptyNewBrand: Story = {
  args: { campaigns: [], count: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No campaigns yet')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/brands/b1/campaigns/create');
    await expect(page.queryByLabelText('Search campaigns')).toBeNull();
  },
};

export const EmptyFiltered: Story = {
  args: { campaigns: [], count: 0, query: { ...emptyCampaignListQuery, status: ['completed'], search: 'zzz' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No campaigns match your filters')).toBeInTheDocument();
    await expect(page.getByText('Completed')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

export const FilledGrid: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('4 campaigns')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Monsoon Launch, Active, View details' })).toHaveAttribute('href', '/brands/b1/campaigns/c1');
    await expect(page.getByRole('link', { name: 'Winter Teaser, Draft, Continue editing' })).toHaveAttribute('href', '/brands/b1/campaigns/wizard/c-draft/general');
    await expect(page.getByText('$2,500.50')).toBeInTheDocument();
    await expect(page.getAllByText('₹1,00,000').length).toBeGreaterThan(0);
    await userEvent.click(page.getByRole('button', { name: 'List view' }));
    await expect(args.onPreferencesChange).toHaveBeenCalledWith({ layout: 'list' });
  },
};

export const FilledList: Story = {
  args: { preferences: { ...defaultViewPreferences, layout: 'list', density: 'compact' }, count: 45 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Festive Reels')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 2 });
  },
};

/** A team viewer (issue 13): not offered Create Campaign at all, only told why it is missing. */
export const Viewer: Story = {
  args: { canCreate: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('button', { name: 'Create Campaign' })).toBeNull();
    await expect(page.queryByRole('link', { name: 'Create Campaign' })).toBeNull();
    await expect(page.getByText('Only admins and managers of this brand can create campaigns.')).toBeInTheDocument();
  },
};

/** A phone (390 px): the search stays; the other filters, the sort and the view options wait behind 'Filters (n)'. */
export const PhoneFiltersCollapsed: Story = {
  args: { query: { ...emptyCampaignListQuery, platform: 'youtube' } },
  beforeEach: emulatePhone,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Search campaigns')).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'List view' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await page.findByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'List view' })).toBeInTheDocument();
  },
};
