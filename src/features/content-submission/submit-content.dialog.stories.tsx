import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { marketplaceMessages as m } from '../../domain/marketplace/marketplace.texts';
import { sampleCampaignOptions, samplePlacementOptions } from './submit-content.fixtures';
import { SubmitContentDialog, type SubmitContentResult } from './submit-content.dialog';

type SubmitArgs = Parameters<React.ComponentProps<typeof SubmitContentDialog>['onSubmit']>[0];

/** The submit-content dialog: empty, invalid URL, wrong platform, a file, submitting, server errors. */
const meta = {
  title: 'Content submission/SubmitContentDialog',
  component: SubmitContentDialog,
  args: {
    open: true,
    onClose: fn(),
    campaigns: sampleCampaignOptions,
    placements: samplePlacementOptions,
    campaignId: 'r1',
    onCampaignChange: fn(),
    onSubmit: fn(async (_values: SubmitArgs): Promise<SubmitContentResult> => undefined),
    upload: fn(async (file: File) => ({ id: 'a1', url: '/api/v1/assets/a1/download/', file_name: file.name }) as never),
  },
  render: function Render(args) {
    const [campaignId, setCampaignId] = useState(args.campaignId);
    return <SubmitContentDialog {...args} campaignId={campaignId} onCampaignChange={(id) => { args.onCampaignChange(id); setCampaignId(id); }} />;
  },
} satisfies Meta<typeof SubmitContentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pastes like a person copying a link from the share button (typing a URL key by key is slow under a busy CI). */
const paste = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
const dialogOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Submit Content' }));
const choosePlacement = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await dialogOf(canvasElement);
  await userEvent.click(dialog.getByRole('combobox', { name: /Placement/ }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name }));
  return dialog;
};

export const Empty: Story = {
  args: { campaignId: '' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText(m.placementRequired)).toBeInTheDocument();
    await expect(dialog.getByText(m.campaignRequired)).toBeInTheDocument();
    await expect(dialog.getByText(m.contentRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidUrl: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await choosePlacement(canvasElement, 'Dedicated video');
    await expect(dialog.getByText('Paste the YouTube link from the share button.')).toBeInTheDocument();
    const field = dialog.getByRole('textbox', { name: /Content URL/ });
    await paste(field, 'https://vimeo.com/12345');
    await userEvent.tab();
    await expect(await dialog.findByText(m.contentUrlFormat('YouTube'))).toBeInTheDocument();
    await userEvent.clear(field);
    await paste(field, 'https://youtu.be/dQw4w9WgXcQ');
    await expect(await dialog.findByText('Looks like a YouTube link.')).toBeInTheDocument();
  },
};

export const WrongPlatform: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await choosePlacement(canvasElement, 'Dedicated video');
    await paste(dialog.getByRole('textbox', { name: /Content URL/ }), 'https://www.instagram.com/reel/Cabc12345/');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText(m.contentUrlPlatform('YouTube'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BusyPlacement: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('combobox', { name: /Placement/ }));
    const option = await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Branded post (Verified)' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SubmitsLink: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await choosePlacement(canvasElement, 'Branded reel');
    await paste(dialog.getByRole('textbox', { name: /Content URL/ }), 'https://www.instagram.com/reel/Cabc12345/');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note for the brand/ }), 'Posted at 6 pm.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({
      campaign_id: 'r1', placement_id: 'p-ig', content_url: 'https://www.instagram.com/reel/Cabc12345/', asset_id: null, note: 'Posted at 6 pm.',
    }));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn((_values: SubmitArgs) => new Promise<SubmitContentResult>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await choosePlacement(canvasElement, 'Dedicated video');
    await paste(dialog.getByRole('textbox', { name: /Content URL/ }), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async (_values: SubmitArgs): Promise<SubmitContentResult> => ({ content_url: m.contentUrlNotYours, _form: m.placementAlreadySubmitted })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await choosePlacement(canvasElement, 'Dedicated video');
    await paste(dialog.getByRole('textbox', { name: /Content URL/ }), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText(m.contentUrlNotYours)).toBeInTheDocument();
    await expect(dialog.getByRole('alert')).toHaveTextContent(m.placementAlreadySubmitted);
  },
};

export const UploadsFile: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await choosePlacement(canvasElement, 'Dedicated video');
    await userEvent.click(dialog.getByRole('radio', { name: 'A file' }));
    await expect(dialog.queryByRole('textbox', { name: /Content URL/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText(m.contentRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
