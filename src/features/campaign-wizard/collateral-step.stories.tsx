import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { campaignMessages as m } from '../../domain/campaigns/campaign.texts';
import type { UploadedAsset, UploadOptions } from '../assets/upload-asset';
import { sampleCollateralFiles } from '../campaign-collateral/campaign-collateral.fixtures';
import { CollateralStep } from './collateral-step.component';
import { apiCampaign } from './testing/campaign-wizard.fixtures';
import { collateralValues } from './wizard-form-values';

const assetId = '0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1';
const asset: UploadedAsset = {
  id: assetId, file_name: 'lookbook.png', content_type: 'image/png', kind: 'image', purpose: 'content', size: 10,
  url: `/api/v1/assets/${assetId}/download/`, created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z',
};
/** Reports half-way progress, then finishes after a moment so the progress bar can be seen. */
const slowUpload = (_file: File, options: UploadOptions) => {
  options.onProgress?.(50);
  return new Promise<UploadedAsset>((resolve) => setTimeout(() => resolve(asset), 50));
};

/** Step 3, Add Collateral: empty, filled, an invalid link, saving and an upload. */
const meta = {
  title: 'Campaign wizard/CollateralStep',
  component: CollateralStep,
  args: { defaultValues: collateralValues(undefined), onSubmit: fn(), onBack: fn(), upload: slowUpload },
} satisfies Meta<typeof CollateralStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: 'Brand guidelines' })).toHaveValue('');
    await userEvent.type(form.getByRole('combobox', { name: "Do's" }), 'Tag us{Enter}');
    await expect(form.getByText('Tag us')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Next: Review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ dos: ['Tag us'] }));
  },
};

export const Filled: Story = {
  args: { defaultValues: collateralValues(apiCampaign()) },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByDisplayValue('Show the product in daylight.')).toBeInTheDocument();
    await expect(form.getByText('Waterproof')).toBeInTheDocument();
    await expect(form.getByText('https://example.com/monsoon')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValues: { ...collateralValues(apiCampaign()), links: ['ftp://example.com/file'] } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Next: Review' }));
    await expect(await form.findByText(m.linkInvalid)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { defaultValues: collateralValues(apiCampaign()), saving: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Brand guidelines' })).toBeDisabled();
  },
};

export const Upload: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    fireEvent.change(form.getByLabelText('Upload an image'), { target: { files: [new File(['png'], 'lookbook.png', { type: 'image/png' })] } });
    await expect(await form.findByRole('progressbar', { name: 'Uploading Upload an image' })).toHaveAttribute('aria-valuenow', '50');
    const attached = await form.findByRole('list', { name: 'Attached files' });
    await expect(await within(attached).findByText('lookbook.png')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Remove lookbook.png' }));
    await expect(form.queryByText('lookbook.png')).not.toBeInTheDocument();
  },
};

/** A second visit: files attached before are listed by name (from GET campaigns/{id}/collateral/) and can be removed. */
export const EarlierFiles: Story = {
  args: {
    defaultValues: { ...collateralValues(apiCampaign()), asset_ids: sampleCollateralFiles.map((file) => file.id) },
    names: Object.fromEntries(sampleCollateralFiles.map((file) => [file.id, file.file_name])),
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const attached = form.getByRole('list', { name: 'Attached files' });
    await expect(within(attached).getByText('Monsoon brand book.png')).toBeInTheDocument();
    await userEvent.click(within(attached).getByRole('button', { name: 'Remove Product b-roll.mp4' }));
    await expect(within(attached).queryByText('Product b-roll.mp4')).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Next: Review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ asset_ids: [sampleCollateralFiles[0]!.id] }));
  },
};
