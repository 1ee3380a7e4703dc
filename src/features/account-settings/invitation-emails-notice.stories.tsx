import type { Meta, StoryObj } from '@storybook/react-webpack5';
import Typography from '@mui/material/Typography';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MyEmailSuppression } from '../../api/generated/api';
import { emailSuppressionTexts } from '../../domain/outreach/email-suppression.texts';
import { InvitationEmailsNotice } from './invitation-emails-notice.component';

const suppressed = (reason: MyEmailSuppression['reason']): MyEmailSuppression => ({
  email: 'asha@creators.test', suppressed: true, reason, since: '2026-03-02T10:00:00.000Z', can_remove: reason === 'unsubscribed',
});

/** /settings, Notifications card: why invitation e-mails skip the person's address, and the way back after an unsubscribe. */
const meta = {
  title: 'Settings/InvitationEmailsNotice',
  component: InvitationEmailsNotice,
  args: { suppression: suppressed('unsubscribed'), removing: false, refusal: null, onRemove: fn(), timeZone: 'UTC' },
  // Where it sits: under the notification switches (which stay the person's own choice either way).
  decorators: [
    (Story) => (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Notifications card, below the switches:</Typography>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof InvitationEmailsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsubscribed: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('asha@creators.test was unsubscribed from campaign invitation e-mails on 2 Mar 2026.', { exact: false })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Receive invitation e-mails again' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const Removing: Story = {
  args: { removing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Turning invitation e-mails on...' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { refusal: 'Verify your e-mail address before turning invitation e-mails back on. Use the link or the code we e-mailed you.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Verify your e-mail address/);
  },
};

export const Bounced: Story = {
  args: { suppression: suppressed('hard_bounce') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/the address bounced/)).toBeInTheDocument();
    await expect(page.queryByRole('button')).toBeNull();
  },
};

export const SpamComplaint: Story = {
  args: { suppression: suppressed('complaint') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(emailSuppressionTexts.mine.complaint('asha@creators.test', '2 Mar 2026'))).toBeInTheDocument();
    await expect(page.queryByRole('button')).toBeNull();
  },
};

export const NotSuppressed: Story = {
  args: { suppression: { email: 'asha@creators.test', suppressed: false, reason: null, since: null, can_remove: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(emailSuppressionTexts.mine.title)).toBeNull();
  },
};
