import type { Meta, StoryObj } from '@storybook/react-webpack5';
import Stack from '@mui/material/Stack';
import { expect, within } from 'storybook/test';
import { contentVerificationStatuses } from '../../domain/constants';
import { inviteStatuses } from '../../domain/marketplace/invite-status';
import { InviteStatusChip, VerificationStatusChip } from './status-chip.component';

/** Every invite and verification status as the screens show it. */
const meta = {
  title: 'Components/StatusChip',
  component: InviteStatusChip,
  args: { status: 'invited' },
} satisfies Meta<typeof InviteStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InviteStatuses: Story = {
  render: () => <Stack direction="row" spacing={1}>{inviteStatuses.map((status) => <InviteStatusChip key={status} status={status} />)}</Stack>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Status: Accepted')).toBeInTheDocument();
  },
};

export const VerificationStatuses: Story = {
  render: () => <Stack direction="row" spacing={1}>{contentVerificationStatuses.map((status) => <VerificationStatusChip key={status} status={status} />)}</Stack>,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Status: Dispute upheld')).toBeInTheDocument();
    await expect(page.getByLabelText('Status: Brand responded')).toBeInTheDocument();
  },
};
