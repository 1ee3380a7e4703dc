import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { publishProblems } from '../../domain/campaigns/campaign-publish';
import { campaignMessages as m } from '../../domain/campaigns/campaign.texts';
import { ReviewStep } from './review-step.component';
import { apiCampaign, oldVideoPlacement } from './testing/campaign-wizard.fixtures';

const editHref = (step: string) => `/brands/b1/campaigns/wizard/c1/${step}`;
const incomplete = apiCampaign({ placements: [], description: null });

/** Step 4, Review Campaign: complete, with problems, publishing and a refusal from the server. */
const meta = {
  title: 'Campaign wizard/ReviewStep',
  component: ReviewStep,
  args: { campaign: apiCampaign(), editHref, problems: {}, onPublish: fn(), onBack: fn() },
} satisfies Meta<typeof ReviewStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Campaign Details' })).toBeInTheDocument();
    await expect(page.getByText('Monsoon Launch')).toBeInTheDocument();
    await expect(page.getByText('₹70,000')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Edit Select Platforms' })).toHaveAttribute('href', editHref('real-estate'));
    await expect(page.getByRole('link', { name: 'Edit Add Collateral' })).toHaveAttribute('href', editHref('collateral'));
    await userEvent.click(page.getByRole('button', { name: 'Publish campaign' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

export const WithProblems: Story = {
  args: { campaign: incomplete, problems: publishProblems(incomplete) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Fix these before publishing')).toBeInTheDocument();
    await expect(page.getByText(new RegExp(m.placementsRequired))).toBeInTheDocument();
    await expect(page.getByText(new RegExp(m.required))).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Publish campaign' })).toBeDisabled();
  },
};

export const Publishing: Story = {
  args: { publishing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publishing...' })).toBeDisabled();
  },
};

/** The server's refusal sits right above Publish (issue 13), where the person who pressed it is looking. */
export const Refused: Story = {
  args: { error: m.viewersCannotChange },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const refusal = page.getByRole('alert');
    await expect(refusal).toHaveTextContent(m.viewersCannotChange);
    await expect(refusal.nextElementSibling).toContainElement(page.getByRole('button', { name: 'Publish campaign' }));
  },
};

export const WithExistingVideos: Story = {
  args: {
    campaign: apiCampaign({
      placements: [...apiCampaign().placements, oldVideoPlacement('https://youtu.be/dQw4w9WgXcQ', 'middle', '2500.00')],
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/1 × Branding in an existing video, in the middle of https:\/\/youtu\.be\/dQw4w9WgXcQ \(₹2,500 each\)/)).toBeInTheDocument();
    await expect(page.getByText('₹72,500')).toBeInTheDocument();
  },
};
