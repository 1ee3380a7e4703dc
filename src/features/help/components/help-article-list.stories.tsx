import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { payoutsCategory, teamCategory } from '../testing/help-fixtures';
import { HelpArticleList } from './help-article-list.component';

/** Article titles and summaries, on a topic page and under 'Related articles'. */
const meta = {
  title: 'Help/HelpArticleList',
  component: HelpArticleList,
  args: { articles: payoutsCategory.articles, label: 'Articles' },
} satisfies Meta<typeof HelpArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfluencerArticles: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[1]).toHaveAttribute('href', '/help/payouts/upi-payouts');
    await expect(links[1]).toHaveTextContent('Add or change the UPI ID your earnings are sent to.');
  },
};

export const BrandArticles: Story = { args: { articles: teamCategory.articles } };

export const OneArticle: Story = { args: { articles: teamCategory.articles.slice(1), label: 'Related articles' } };
