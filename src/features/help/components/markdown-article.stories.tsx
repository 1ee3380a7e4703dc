import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { bankTransferArticle, hostileArticle } from '../testing/help-fixtures';
import { MarkdownArticle } from './markdown-article.component';

const everyElement = [
  '# A level-1 heading becomes a section',
  '',
  'A paragraph with **bold**, *emphasis*, `inline code`, an [internal link](/help/payouts),',
  'an [external link](https://example.com/guide) and a [mail link](mailto:support@influencehub.example).',
  '',
  '### A sub-section',
  '',
  '- A bullet',
  '- Another bullet',
  '',
  '1. A step',
  '2. Another step',
  '',
  '> A quoted tip.',
  '',
  '```',
  'Submitted ──> Verified',
  '```',
  '',
  '| Placement | Code |',
  '|---|---|',
  '| Dedicated Reel | `ig_dedicated_reel` |',
].join('\n');

/** An article body rendered from Markdown: no raw HTML, links and images under the link rule. */
const meta = {
  title: 'Help/MarkdownArticle',
  component: MarkdownArticle,
  args: { markdown: bankTransferArticle.body_markdown },
} satisfies Meta<typeof MarkdownArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};

export const EveryElement: Story = {
  args: { markdown: everyElement },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'A level-1 heading becomes a section' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'internal link' })).toHaveAttribute('href', '/help/payouts');
    await expect(canvas.getByRole('link', { name: /external link/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'mail link' })).toHaveAttribute('href', 'mailto:support@influencehub.example');
  },
};

export const Hostile: Story = {
  args: { markdown: hostileArticle.body_markdown },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, iframe')).toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: 'script link' })).not.toBeInTheDocument();
  },
};
