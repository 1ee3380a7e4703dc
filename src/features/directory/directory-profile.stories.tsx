import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProfile } from './directory.fixtures';
import { DirectoryProfileView } from './directory-profile.view';
import { profileTexts as t } from './profile.texts';

/** /influencers/:influencerId for brands: the profile, loading, not found (private or unknown), error, a new creator. */
const meta = {
  title: 'Directory/DirectoryProfileView',
  component: DirectoryProfileView,
  args: { status: 'ready', profile: sampleProfile, brandId: 'b1', onRetry: fn() },
} satisfies Meta<typeof DirectoryProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'asha_gamer' })).toBeInTheDocument();
    await expect(canvas.getByText('Verified')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Diwali Gaming Push' })).toHaveAttribute('href', '/brands/b1/campaigns/44444444-4444-4444-8444-444444444444');
    await expect(canvas.getByRole('table', { name: t.rates })).toHaveTextContent('Dedicated video');
  },
};

export const NewCreator: Story = {
  args: { profile: { ...sampleProfile, rates: [], recent_content: [], collaborations: [], accounts: [], bio: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.noRates)).toBeInTheDocument();
    await expect(canvas.getByText(t.noCollaborations)).toBeInTheDocument();
    await expect(canvas.getByText(t.noContent)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.loading })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { status: 'not_found', profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.notFound)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', profile: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
