import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { brandWhoami, influencerWhoami, signedInAs } from '../../shell/testing/shell-story-helpers';
import { brandCategories, categoryPage, influencerCategories } from '../testing/help-fixtures';
import { jsonResponse, pending, stubHelpApi, throttled } from '../testing/help-story-helpers';
import HelpHomePage from './help-home.page';

const categoriesPath = '/help/categories/';

/** /help: the topics of the reader's role as cards. */
const meta = {
  title: 'Help/HelpHomePage',
  component: HelpHomePage,
  parameters: { route: '/help', store: signedInAs(influencerWhoami) },
} satisfies Meta<typeof HelpHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Influencer: Story = {
  beforeEach: () => stubHelpApi({ [categoriesPath]: categoryPage(influencerCategories) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeInTheDocument();
    const payouts = await canvas.findByRole('link', { name: /Payouts/ });
    await expect(payouts).toHaveAttribute('href', '/help/payouts');
    await expect(payouts).toHaveTextContent('4 articles');
    await expect(canvas.queryByText('Team and Permissions')).not.toBeInTheDocument();
  },
};

export const Brand: Story = {
  parameters: { store: signedInAs(brandWhoami) },
  beforeEach: () => stubHelpApi({ [categoriesPath]: categoryPage(brandCategories) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Team and Permissions/ })).toHaveAttribute('href', '/help/team');
    await expect(canvas.queryByText('Payouts')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: () => stubHelpApi({ [categoriesPath]: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading help...');
  },
};

export const Empty: Story = {
  beforeEach: () => stubHelpApi({ [categoriesPath]: categoryPage([]) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No help topics are available for your account yet.')).toBeInTheDocument();
  },
};

let attempts = 0;
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    attempts = 0;
    return stubHelpApi({
      [categoriesPath]: () => (++attempts === 1 ? throttled() : jsonResponse(categoryPage(influencerCategories))),
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load help topics')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: /Payouts/ })).toBeInTheDocument();
  },
};
