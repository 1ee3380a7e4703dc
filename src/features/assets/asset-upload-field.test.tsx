import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AssetUploadField } from './asset-upload-field.component';
import type { UploadedAsset, UploadOptions } from './upload-asset';

const asset: UploadedAsset = {
  id: '0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1',
  file_name: 'me.png',
  content_type: 'image/png',
  kind: 'image',
  purpose: 'profile_picture',
  size: 10,
  url: '/api/v1/assets/0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1/download/',
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
};

function choose(file: File) {
  const input = screen.getByLabelText('Profile picture') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('AssetUploadField', () => {
  it('uploads a picture with a progress bar and reports its URL', async () => {
    let finish: (value: UploadedAsset) => void = () => undefined;
    const upload = jest.fn((_file: File, options: UploadOptions) => {
      options.onProgress?.(60);
      return new Promise<UploadedAsset>((resolve) => (finish = resolve));
    });
    const onChange = jest.fn();
    render(<AssetUploadField label="Profile picture" kind="image" purpose="profile_picture" value={null} onChange={onChange} upload={upload} />);
    choose(new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading Profile picture' })).toHaveAttribute('aria-valuenow', '60');
    expect(upload.mock.calls[0]?.[1].purpose).toBe('profile_picture');
    finish(asset);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(asset.url, asset));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), 'Unsupported file type. Please choose a different file.'],
    ['an SVG', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), 'Unsupported file type. Please choose a different file.'],
    ['a file over 10 MB', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }), 'File too large. Maximum size: 10MB'],
  ])('refuses %s before uploading', async (_label, file, message) => {
    const upload = jest.fn();
    render(<AssetUploadField label="Profile picture" kind="image" value={null} onChange={jest.fn()} upload={upload} />);
    choose(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const upload = jest.fn().mockRejectedValue(new Error('Unsupported file type. Please choose a different file.'));
    render(<AssetUploadField label="Profile picture" kind="image" value={null} onChange={jest.fn()} upload={upload} />);
    choose(new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported file type. Please choose a different file.');
  });

  it('removes the current picture', () => {
    const onChange = jest.fn();
    render(<AssetUploadField label="Profile picture" kind="image" value={asset.url} onChange={onChange} upload={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
