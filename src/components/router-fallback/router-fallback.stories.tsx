import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { RouterFallback } from './router-fallback.component';

const meta = {
  title: 'Components/RouterFallback',
  component: RouterFallback,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouterFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusText: Story = {
  args: { message: '404 Not Found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await expect(canvas.getByText('404 Not Found')).toBeInTheDocument();
  },
};
export const ErrorMessage: Story = { args: { message: 'Failed to fetch dynamically imported module' } };
export const WithStack: Story = {
  args: {
    message: "Cannot read properties of undefined (reading 'name')",
    stack: "TypeError: Cannot read properties of undefined (reading 'name')\n    at CampaignCard (campaign-card.component.tsx:12:24)\n    at renderWithHooks (react-dom.development.js:15486:18)",
  },
};
