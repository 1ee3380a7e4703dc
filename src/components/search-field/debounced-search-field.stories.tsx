import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DebouncedSearchField } from './debounced-search-field.component';

/** The search box of the marketplace lists: it reports the search once typing pauses. */
const meta = {
  title: 'Components/DebouncedSearchField',
  component: DebouncedSearchField,
  args: { value: '', onChange: fn(), label: 'Search campaigns', placeholder: 'Campaign or brand name' },
} satisfies Meta<typeof DebouncedSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search campaigns' })).toHaveValue('');
  },
};

/** Typing reports the whole search once, after the pause, not each key. */
export const ReportsAfterAPause: Story = {
  args: { delayMs: 50 },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search campaigns' }), 'glow');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('glow'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A list that clears its filters clears the box too. */
export const FollowsTheList: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('summer');
    return (
      <>
        <DebouncedSearchField {...args} value={value} onChange={setValue} />
        <button type="button" onClick={() => setValue('')}>Clear filters</button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('searchbox', { name: 'Search campaigns' })).toHaveValue('summer');
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await expect(page.getByRole('searchbox', { name: 'Search campaigns' })).toHaveValue('');
  },
};
