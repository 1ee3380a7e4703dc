import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNamedFile, sampleCollateralFiles } from './campaign-collateral.fixtures';
import { collateralTexts as t } from './campaign-collateral.texts';
import { CollateralFileList } from './collateral-file-list.component';

/** Files a brand attached, as invited and accepted influencers (and the brand team) see them. */
const meta = {
  title: 'Campaign collateral/CollateralFileList',
  component: CollateralFileList,
  args: { files: sampleCollateralFiles, download: fn(async () => undefined) },
} satisfies Meta<typeof CollateralFileList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Files: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Monsoon brand book.png')).toBeInTheDocument();
    await expect(page.getByText('Video · 8.2 MB')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Download Monsoon brand book.png' }));
    await expect(args.download).toHaveBeenCalledWith(sampleCollateralFiles[0]);
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noFiles)).toBeInTheDocument();
  },
};

/** A 120-character name wraps instead of pushing the button off a phone screen. */
export const LongName: Story = {
  args: { files: [longNamedFile] },
  decorators: [(Story) => <div style={{ width: 358 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(longNamedFile.file_name)).toBeInTheDocument();
  },
};

export const Downloading: Story = {
  args: { download: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Download Product b-roll.mp4' }));
    await expect(page.getByRole('button', { name: 'Download Product b-roll.mp4' })).toHaveTextContent(t.downloading);
  },
};

export const DownloadFailed: Story = {
  args: { download: fn(async () => { throw new Error(t.fileGone); }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Download Monsoon brand book.png' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(t.fileGone);
  },
};
