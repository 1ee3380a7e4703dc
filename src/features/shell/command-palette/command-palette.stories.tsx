import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandResults, DialogsInsideStory, jsonResponse, noResults, PaletteHarness, sessionAs, stubSearchApi } from './command-palette.fixtures';

/**
 * The command palette (Ctrl/Cmd+K) with the top bar's search box. The search endpoint is stubbed per story.
 * Stories open it from their play function, so the closed state is the first story.
 */
const meta = {
  title: 'Shell/Command palette',
  component: PaletteHarness,
  parameters: { route: '/dashboard', store: { preloadedState: sessionAs('brand') } },
  decorators: [
    (Story) => (
      <DialogsInsideStory>
        <Story />
      </DialogsInsideStory>
    ),
  ],
} satisfies Meta<typeof PaletteHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openPalette = async (canvasElement: HTMLElement) => {
  await userEvent.keyboard('{Control>}k{/Control}');
  return page(canvasElement).findByRole('combobox', { name: 'Command or search' });
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Search/ })).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const BrandQuickActions: Story = {
  play: async ({ canvasElement }) => {
    const input = await openPalette(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Type a command or search...');
    const actions = page(canvasElement).getByRole('group', { name: 'Quick Actions' });
    await expect(within(actions).getByRole('option', { name: 'Invite Influencer' })).toBeInTheDocument();
  },
};

export const InfluencerQuickActions: Story = {
  parameters: { store: { preloadedState: sessionAs('influencer') } },
  play: async ({ canvasElement }) => {
    await openPalette(canvasElement);
    await expect(page(canvasElement).getByRole('option', { name: 'Submit Content' })).toBeInTheDocument();
  },
};

export const TypingWithResults: Story = {
  beforeEach: () => stubSearchApi(() => jsonResponse(brandResults)),
  play: async ({ canvasElement }) => {
    await userEvent.type(await openPalette(canvasElement), 'ivy');
    await expect(await page(canvasElement).findByRole('option', { name: 'ivy.creates' })).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('group', { name: 'Search Help articles' })).toBeInTheDocument();
  },
};

export const Searching: Story = {
  beforeEach: () => stubSearchApi(() => new Promise<Response>(() => undefined)),
  play: async ({ canvasElement }) => {
    await userEvent.type(await openPalette(canvasElement), 'ivy');
    await expect(await page(canvasElement).findByText('Searching...')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  beforeEach: () => stubSearchApi(() => jsonResponse(noResults)),
  play: async ({ canvasElement }) => {
    await userEvent.type(await openPalette(canvasElement), 'zz');
    await waitFor(() => expect(page(canvasElement).getByText('No results found.')).toBeInTheDocument(), { timeout: 3000 });
  },
};

export const SearchError: Story = {
  beforeEach: () => stubSearchApi(() => jsonResponse({ detail: 'Invalid input.', code: 'validation_error', errors: {} }, 400)),
  play: async ({ canvasElement }) => {
    await userEvent.type(await openPalette(canvasElement), 'ivy');
    await expect(await page(canvasElement).findByText('Search failed. Please try again.', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};
