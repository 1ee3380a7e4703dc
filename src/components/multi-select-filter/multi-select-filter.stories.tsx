import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inviteStatuses, inviteStatusLabels, type InviteStatus } from '../../domain/marketplace/invite-status';
import { MultiSelectFilter } from './multi-select-filter.component';

function StatusFilter({ initial }: { initial: InviteStatus[] }) {
  const [value, setValue] = useState<InviteStatus[]>(initial);
  return <MultiSelectFilter label="Status" options={inviteStatuses} labels={inviteStatusLabels} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/MultiSelectFilter',
  component: StatusFilter,
  args: { initial: [] },
} satisfies Meta<typeof StatusFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  },
};

/** Two statuses chosen from the menu read as their labels. */
export const TwoChosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Status' }));
    const menu = within(within(canvasElement.ownerDocument.body).getByRole('listbox'));
    await userEvent.click(menu.getByRole('option', { name: 'Invited' }));
    await userEvent.click(menu.getByRole('option', { name: 'Accepted' }));
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Invited, Accepted');
  },
};
