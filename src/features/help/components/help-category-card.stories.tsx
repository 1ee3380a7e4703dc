import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { brandCategories, influencerCategories } from '../testing/help-fixtures';
import { HelpCategoryCard } from './help-category-card.component';

/** A help topic on /help: title (the link), description and article count. */
const meta = {
  title: 'Help/HelpCategoryCard',
  component: HelpCategoryCard,
  args: { category: influencerCategories[2] },
  decorators: [(Story) => <Box sx={{ maxWidth: 320 }}>{Story()}</Box>],
} satisfies Meta<typeof HelpCategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfluencerTopic: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/help/payouts');
    await expect(link).toHaveTextContent('4 articles');
  },
};

export const BrandTopic: Story = { args: { category: brandCategories[2] } };

export const SingleArticle: Story = {
  args: { category: { ...brandCategories[2], article_count: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 article')).toBeInTheDocument();
  },
};
