import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketplaceMessages as m } from '../../domain/marketplace/marketplace.texts';
import type { UploadedAsset } from '../assets/upload-asset';
import { SubmitContentDialog, type SubmitContentResult } from './submit-content.dialog';
import { sampleCampaignOptions, samplePlacementOptions } from './submit-content.fixtures';

const video: UploadedAsset = {
  id: '0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1', file_name: 'reel.mp4', content_type: 'video/mp4', kind: 'video', purpose: 'content', size: 10,
  url: '/api/v1/assets/0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1/download/', created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z',
};

function setup(onSubmit = jest.fn(async (): Promise<SubmitContentResult> => undefined)) {
  const upload = jest.fn(async () => video);
  render(<SubmitContentDialog open onClose={jest.fn()} campaigns={sampleCampaignOptions} placements={samplePlacementOptions} campaignId="r1"
    onCampaignChange={jest.fn()} onSubmit={onSubmit} upload={upload} />);
  return { onSubmit, upload, dialog: within(screen.getByRole('dialog', { name: 'Submit Content' })) };
}

async function choosePlacement(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Placement/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('SubmitContentDialog', () => {
  it('checks the link against the placement platform as you type', async () => {
    const { dialog, onSubmit } = setup();
    await choosePlacement('Branded reel');
    const field = dialog.getByRole('textbox', { name: /Content URL/ });
    await userEvent.click(field);
    await userEvent.paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.tab();
    expect(await dialog.findByText(m.contentUrlPlatform('Instagram'))).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'instagram.com/reel');
    expect(await dialog.findByText(m.contentUrlFormat('Instagram'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits the note to 500 characters', async () => {
    const { dialog, onSubmit } = setup();
    await choosePlacement('Dedicated video');
    await userEvent.type(dialog.getByRole('textbox', { name: /Content URL/ }), 'https://youtu.be/dQw4w9WgXcQ');
    fireEvent.change(dialog.getByRole('textbox', { name: /Note for the brand/ }), { target: { value: 'x'.repeat(501) } });
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText(m.submissionNoteLength)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits an uploaded file instead of a link', async () => {
    const { dialog, onSubmit, upload } = setup();
    await choosePlacement('Dedicated video');
    await userEvent.click(dialog.getByRole('radio', { name: 'A file' }));
    fireEvent.change(dialog.getByLabelText('Content file'), { target: { files: [new File(['x'], 'reel.mp4', { type: 'video/mp4' })] } });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ campaign_id: 'r1', placement_id: 'p-yt', content_url: null, asset_id: video.id, note: null }));
  });

  it('puts the server messages on their fields and the rest above the form', async () => {
    const onSubmit = jest.fn(async (): Promise<SubmitContentResult> => ({ placement_id: m.placementUnknown, _form: m.notAccepted }));
    const { dialog } = setup(onSubmit);
    await choosePlacement('Dedicated video');
    await userEvent.type(dialog.getByRole('textbox', { name: /Content URL/ }), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText(m.placementUnknown)).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(m.notAccepted);
  });
});
