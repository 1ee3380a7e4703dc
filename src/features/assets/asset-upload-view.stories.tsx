import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { uploadMessages } from '../../domain/assets/asset-rules';
import { AssetUploadView } from './asset-upload-view.component';

/** A 1×1 orange PNG, inline so the story needs no server. */
const samplePicture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

const meta = {
  title: 'Assets/AssetUploadView',
  component: AssetUploadView,
  args: { label: 'Profile picture', kind: 'image', progress: null, onFileChosen: fn(), onRemove: fn() },
} satisfies Meta<typeof AssetUploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await expect(canvas.getByText('JPEG, PNG, GIF or WebP, up to 10 MB.')).toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { progress: 45 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading Profile picture' })).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('Uploading… 45%')).toBeInTheDocument();
  },
};

export const Uploaded: Story = {
  args: { previewUrl: samplePicture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  },
};

export const UnsupportedType: Story = {
  args: { error: uploadMessages.unsupportedType },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unsupported file type. Please choose a different file.');
  },
};

export const TooLarge: Story = { args: { error: uploadMessages.tooLarge } };

export const Disabled: Story = { args: { disabled: true, previewUrl: samplePicture } };

export const Video: Story = { args: { label: 'Content video', kind: 'video' } };
