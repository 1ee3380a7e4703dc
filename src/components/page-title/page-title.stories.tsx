import Chip from '@mui/material/Chip';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { uiTexts } from '../../domain/messages';
import { PageTitle } from './page-title.component';

const meta = {
  title: 'Components/PageTitle',
  component: PageTitle,
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title comes from the path: the decorators' router starts at `parameters.route`. */
export const FromPath: Story = {
  parameters: { route: '/team' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Team Management');
  },
};
export const WizardStep: Story = { parameters: { route: '/brands/b1/campaigns/wizard/new/general' } };
export const ExplicitTitle: Story = { args: { title: uiTexts.completeYourProfile } };
export const WithBadge: Story = {
  parameters: { route: '/dashboard' },
  args: { children: <Chip label={uiTexts.brandAccount} size="small" /> },
};
