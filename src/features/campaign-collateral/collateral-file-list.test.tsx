import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessTokenGetter } from '../../auth/access-token';
import { errorMessages } from '../../domain/messages';
import { sampleCollateralFiles } from './campaign-collateral.fixtures';
import { collateralTexts as t } from './campaign-collateral.texts';
import { CollateralFileList } from './collateral-file-list.component';
import { downloadCollateralFile } from './download-collateral-file';

const [brandBook, broll] = sampleCollateralFiles as [typeof sampleCollateralFiles[0], typeof sampleCollateralFiles[0]];

describe('CollateralFileList', () => {
  it('lists every file by name with its kind and size', () => {
    render(<CollateralFileList files={sampleCollateralFiles} download={jest.fn()} />);
    const items = within(screen.getByRole('list', { name: t.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Monsoon brand book.png');
    expect(items[0]).toHaveTextContent('Image · 240 KB');
    expect(items[1]).toHaveTextContent('Product b-roll.mp4');
    expect(items[1]).toHaveTextContent('Video · 8.2 MB');
  });

  it('says so when nothing is attached', () => {
    render(<CollateralFileList files={[]} download={jest.fn()} />);
    expect(screen.getByText(t.noFiles)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('downloads the file whose button is pressed, showing progress until it is saved', async () => {
    let finish: () => void = () => undefined;
    const download = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    render(<CollateralFileList files={sampleCollateralFiles} download={download} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Product b-roll.mp4' }));
    expect(download).toHaveBeenCalledWith(broll);
    expect(screen.getByRole('button', { name: 'Download Product b-roll.mp4' })).toHaveTextContent(t.downloading);
    expect(screen.getByRole('button', { name: 'Download Product b-roll.mp4' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download Product b-roll.mp4' })).toBeEnabled());
  });

  it('shows why a download failed next to that file, and clears it on a retry that works', async () => {
    const download = jest.fn().mockRejectedValueOnce(new Error(t.fileGone)).mockResolvedValueOnce(undefined);
    render(<CollateralFileList files={sampleCollateralFiles} download={download} />);
    const button = screen.getByRole('button', { name: 'Download Monsoon brand book.png' });
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.fileGone);
    expect(button.closest('li')).toContainElement(alert);
    expect(button).toHaveAccessibleDescription(t.fileGone);
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(download).toHaveBeenLastCalledWith(brandBook);
  });
});

describe('downloadCollateralFile', () => {
  let fetchMock: jest.SpyInstance;
  const createObjectURL = jest.fn(() => 'blob:collateral');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this); });
    setAccessTokenGetter(async () => 'token-123');
  });
  afterEach(() => {
    fetchMock.mockRestore();
    jest.restoreAllMocks();
    setAccessTokenGetter(async () => null);
  });

  it('fetches the bytes with the bearer token and saves them under the file name', async () => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('PNGBYTES', { status: 200 }));
    await downloadCollateralFile(brandBook);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(brandBook.url);
    expect(init.headers).toEqual({ Authorization: 'Bearer token-123' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('Monsoon brand book.png');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:collateral');
    expect(clicked[0]!.isConnected).toBe(false);
  });

  it.each([
    [404, t.fileGone],
    [401, errorMessages.sessionExpired],
    [500, t.downloadFailed],
  ])('turns a %i into a message people can act on, saving nothing', async (status, message) => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status }));
    await expect(downloadCollateralFile(brandBook)).rejects.toThrow(message);
    expect(clicked).toHaveLength(0);
  });

  it('reports a connection error', async () => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(downloadCollateralFile(brandBook)).rejects.toThrow(errorMessages.network);
  });
});
