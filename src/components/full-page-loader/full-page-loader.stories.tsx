import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { uiTexts } from '../../domain/messages';
import { FullPageLoader } from './full-page-loader.component';

const meta = {
  title: 'Components/FullPageLoader',
  component: FullPageLoader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(uiTexts.loading);
  },
};
export const LoadingAuthentication: Story = { args: { text: uiTexts.loadingAuthentication } };
export const VerifyingAccess: Story = { args: { text: uiTexts.verifyingAccess } };
export const LoadingSignup: Story = { args: { text: uiTexts.loadingSignup } };
export const InsideThePageArea: Story = { args: { fullHeight: false } };
