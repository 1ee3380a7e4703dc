import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnalyticsFilters, type AnalyticsFiltersProps } from './analytics-filters.component';
import { rangeOf, type RangeChoice } from './analytics-range';

function Stateful(props: AnalyticsFiltersProps) {
  const [choice, setChoice] = useState<RangeChoice>(props.choice);
  return <AnalyticsFilters {...props} choice={choice} errors={rangeOf(choice).errors} onChoiceChange={(next) => { setChoice(next); props.onChoiceChange(next); }} />;
}

/** The report's filters: campaign (brand page only), period presets and a custom range checked by the API's rules. */
const meta = {
  title: 'Analytics/AnalyticsFilters',
  component: AnalyticsFilters,
  render: (args) => <Stateful {...args} />,
  args: {
    choice: { preset: '30', from: '2026-09-01', to: '2026-09-30' },
    onChoiceChange: fn(),
    campaigns: [{ id: 'c1', name: 'Summer Audio Drop' }, { id: 'c2', name: 'Festive Glow' }],
    campaignId: '',
    onCampaignChange: fn(),
  },
} satisfies Meta<typeof AnalyticsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllCampaigns: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('combobox', { name: 'Campaign' })).toHaveTextContent('All campaigns');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days');
  },
};

/** A custom range whose end comes before its start: the rules' message under the field. */
export const CustomRangeInvalid: Story = {
  args: { choice: { preset: 'custom', from: '2026-09-10', to: '2026-09-01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The end date cannot be before the start date.')).toBeInTheDocument();
  },
};

/** On a campaign's own tab: no campaign picker. */
export const OneCampaign: Story = {
  args: { campaigns: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('combobox', { name: 'Campaign' })).toBeNull();
    await userEvent.click(page.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Custom' }));
    await expect(page.getByLabelText('From')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { choice: { preset: 'custom', from: '2026-09-01', to: '2026-09-30' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('To')).toBeInTheDocument();
  },
};
