import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { brandWhoami, influencerWhoami, signedInAs } from '../../shell/testing/shell-story-helpers';
import { bankTransferArticle, hostileArticle, teamRolesArticle } from '../testing/help-fixtures';
import { notFound, pending, stubHelpApi, throttled } from '../testing/help-story-helpers';
import HelpArticlePage from './help-article.page';

const articlePath = '/help/categories/payouts/articles/bank-transfer-payouts/';

/** /help/{category}/{slug}: an article rendered from Markdown, with related articles. */
const meta = {
  title: 'Help/HelpArticlePage',
  component: HelpArticlePage,
  parameters: {
    route: '/help/payouts/bank-transfer-payouts',
    routePath: '/help/:category/:slug',
    store: signedInAs(influencerWhoami),
  },
} satisfies Meta<typeof HelpArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfluencerArticle: Story = {
  beforeEach: () => stubHelpApi({ [articlePath]: bankTransferArticle }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Getting paid by bank transfer' })).toBeInTheDocument();
    await expect(canvas.getByText('20 Nov 2026')).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
    await expect(canvas.getByRole('heading', { level: 2, name: 'What you need' })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Payouts' })).toHaveAttribute('href', '/help/payouts');
    await expect(within(canvas.getByRole('list', { name: 'Related articles' })).getAllByRole('link')).toHaveLength(3);
  },
};

export const BrandArticle: Story = {
  parameters: { route: '/help/team/team-roles-and-permissions', store: signedInAs(brandWhoami) },
  beforeEach: () => stubHelpApi({ '/help/categories/team/articles/team-roles-and-permissions/': teamRolesArticle }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Team roles and permissions' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: () => stubHelpApi({ [articlePath]: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading help...');
  },
};

export const LoadFailed: Story = {
  beforeEach: () => stubHelpApi({ [articlePath]: throttled }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load this article')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach: () => stubHelpApi({ [articlePath]: notFound('Help article not found.') }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  },
};

/** Script tags, raw HTML and javascript: links in an article all stay inert text. */
export const HostileMarkdown: Story = {
  beforeEach: () => stubHelpApi({ [articlePath]: hostileArticle }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hostile article' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('script, iframe, img[src="x"]')).toBeNull();
    await expect(canvas.getByText(/<script>/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', '/help/payouts');
    await expect(canvas.queryByRole('link', { name: 'script link' })).not.toBeInTheDocument();
  },
};
