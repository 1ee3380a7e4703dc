import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { brandWhoami, influencerWhoami, signedInAs } from '../../shell/testing/shell-story-helpers';
import { emptyCategory, payoutsCategory, teamCategory } from '../testing/help-fixtures';
import { notFound, pending, stubHelpApi, throttled } from '../testing/help-story-helpers';
import HelpCategoryPage from './help-category.page';

/** /help/{category}: the topic's articles for the reader's role. */
const meta = {
  title: 'Help/HelpCategoryPage',
  component: HelpCategoryPage,
  parameters: { route: '/help/payouts', routePath: '/help/:category', store: signedInAs(influencerWhoami) },
} satisfies Meta<typeof HelpCategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfluencerPayouts: Story = {
  beforeEach: () => stubHelpApi({ '/help/categories/payouts/': payoutsCategory }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Articles' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    await expect(within(list).getByRole('link', { name: /Getting paid by UPI/ })).toHaveAttribute('href', '/help/payouts/upi-payouts');
    await expect(canvas.getByRole('link', { name: 'Back to Help Centre' })).toHaveAttribute('href', '/help');
  },
};

export const BrandTeam: Story = {
  parameters: { route: '/help/team', store: signedInAs(brandWhoami) },
  beforeEach: () => stubHelpApi({ '/help/categories/team/': teamCategory }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Team and Permissions' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { route: '/help/account-security' },
  beforeEach: () => stubHelpApi({ '/help/categories/account-security/': emptyCategory }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This topic has no articles for your account yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: () => stubHelpApi({ '/help/categories/payouts/': pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading help...');
  },
};

export const LoadFailed: Story = {
  beforeEach: () => stubHelpApi({ '/help/categories/payouts/': throttled }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load this help topic')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** A brand opening an influencer topic gets the same answer as for a topic that does not exist. */
export const NotForThisRole: Story = {
  parameters: { store: signedInAs(brandWhoami) },
  beforeEach: () => stubHelpApi({ '/help/categories/payouts/': notFound('Help category not found.') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help topic not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Help Centre' })).toHaveAttribute('href', '/help');
  },
};
