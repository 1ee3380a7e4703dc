import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emailSuppressionTexts } from '../../domain/outreach/email-suppression.texts';
import type { AddSuppressionResult } from './email-suppression-add-dialog.component';
import { sampleSuppressions } from './operator-email-suppressions.fixtures';
import { OperatorEmailSuppressionsView } from './operator-email-suppressions.view';

/** The operator's suppression list: search, paging, add (a complaint) and remove (confirmed). */
const meta = {
  title: 'Operator/E-mail suppressions',
  component: OperatorEmailSuppressionsView,
  args: {
    status: 'ready',
    suppressions: sampleSuppressions,
    count: 28,
    paging: { hasPrevious: false, hasNext: true },
    onPage: fn(),
    onRetry: fn(),
    search: '',
    onSearch: fn(),
    onAdd: fn(async (): Promise<AddSuppressionResult> => undefined),
    onRemove: fn(async (): Promise<string | undefined> => undefined),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof OperatorEmailSuppressionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Suppressed addresses' }));
    await expect(table.getByText('gone@creators.test')).toBeInTheDocument();
    await expect(table.getByText('Address bounced')).toBeInTheDocument();
    await expect(table.getByText('Spam complaint')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('28 suppressed addresses')).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Older' }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByRole('searchbox', { name: 'Search by address' }), ' gone@ {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('gone@');
  },
};

export const NoMatch: Story = {
  args: { suppressions: [], count: 0, search: 'nobody', paging: { hasPrevious: false, hasNext: false } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('No suppressed address contains "nobody".')).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const Empty: Story = {
  args: { suppressions: [], count: 0, paging: { hasPrevious: false, hasNext: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No address is suppressed.')).toBeInTheDocument();
  },
};

export const RemoveConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove gone@creators.test' }));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Remove from the suppression list?' }));
    await expect(dialog.getByText(/It bounced: remove it only when the mailbox works again/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(sampleSuppressions[1]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const RemoveRefused: Story = {
  args: { onRemove: fn(async () => emailSuppressionTexts.errors.notSuppressed) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove asha.travels@creators.test' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This address is not on the suppression list.');
  },
};

export const AddInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add address' }));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Suppress an address' }));
    await userEvent.type(dialog.getByLabelText('E-mail address'), 'not an address');
    await userEvent.click(dialog.getByRole('button', { name: 'Suppress' }));
    await expect(dialog.getByText(emailSuppressionTexts.errors.emailInvalid)).toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const AddAlreadySuppressed: Story = {
  args: { onAdd: fn(async () => ({ form: emailSuppressionTexts.errors.alreadySuppressed('unsubscribed', '2 Nov 2026') })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add address' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('E-mail address'), ' Asha.Travels@creators.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Suppress' }));
    await expect(args.onAdd).toHaveBeenCalledWith('asha.travels@creators.test');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This address is already suppressed (unsubscribed since 2 Nov 2026).');
  },
};

export const Loading: Story = {
  args: { status: 'loading', suppressions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading suppressed addresses' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', suppressions: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
