import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatesCardView } from './rates-card.view';
import type { RatesFormValues, RatesSubmitResult } from './rates-form.view';
import { filledRates, noRates } from './testing/influencer-profile.fixtures';

/** The /profile card with the creator's availability and rates, as brands see them in the directory. */
const meta = {
  title: 'Influencer profile/RatesCard',
  component: RatesCardView,
  args: { status: 'ready', data: noRates, onRetry: fn(), onSave: fn(async (_values: RatesFormValues): Promise<RatesSubmitResult> => undefined) },
} satisfies Meta<typeof RatesCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(/No rates yet\. Brands filter the influencer directory by availability and by price/)).toBeInTheDocument();
    await expect(card.getByText('Available')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Edit rates and availability' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { data: filledRates },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Rates' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText('YouTube · Dedicated video')).toBeInTheDocument();
    await expect(list.getByText('₹40,000')).toBeInTheDocument();
    await expect(list.getByText('₹12,500.50')).toBeInTheDocument();
    await expect(list.getByText('$900.00')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Limited availability')).toBeInTheDocument();
  },
};

/** A phone (390 px): long labels wrap, nothing is wider than the card. */
export const FilledOnPhone: Story = {
  args: { data: filledRates },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 390 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Instagram · Branding in a Reel')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading rates and availability')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit rates and availability' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Could not load your rates and availability.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const EditDialogOpen: Story = {
  args: { data: filledRates },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit rates and availability' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Rates and availability' }, { timeout: 15_000 }));
    await expect(dialog.getAllByRole('group', { name: /^Rate \d$/ })).toHaveLength(3);
    await expect(dialog.getAllByRole('textbox', { name: 'Price' }).map((field) => (field as HTMLInputElement).value)).toEqual(['40000.00', '12500.50', '900.00']);
  },
};
