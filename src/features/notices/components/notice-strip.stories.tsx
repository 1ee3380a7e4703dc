import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import type { NoticeSeverity } from '../../../domain/constants';
import type { NoticeInput } from '../notices.slice';
import { NoticeStrip } from './notice-strip.component';
import { sampleNotices, withNotices } from './notice-strip.fixtures';

/** The notice strip (SPEC §2). Stories run without sagas, so nothing rotates here except in `Rotating`. */
const meta = {
  title: 'Shell/NoticeStrip',
  component: NoticeStrip,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoticeStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const one = (severity: NoticeSeverity, message: string, dismissible = true): NoticeInput => ({
  id: severity, message, severity, dismissible, created_at: '2025-01-01T00:00:00Z',
});
const single = (notice: NoticeInput) => ({ store: { preloadedState: withNotices([notice]) } });

export const InfoSeverity: Story = { parameters: single(one('info', 'Payouts run every Friday.')) };
export const WarningSeverity: Story = { parameters: single(one('warning', 'Scheduled maintenance on Sunday 02:00-03:00 UTC.')) };
export const ErrorSeverity: Story = { parameters: single(one('error', 'Instagram statistics are delayed.')) };
export const SuccessSeverity: Story = { parameters: single(one('success', 'Payouts by UPI are now available.')) };

export const WithLinks: Story = {
  parameters: single(
    one('info', 'Read [the help centre](/help), [our status page](https://status.example.com) or [e-mail us](mailto:help@example.com). [Blocked](javascript:void%200).'),
  ),
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement);
    await expect(strip.getByRole('link', { name: 'the help centre' })).toHaveAttribute('href', '/help');
    await expect(strip.getByRole('link', { name: /our status page/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(strip.getByRole('link', { name: 'Blocked' })).toHaveAttribute('href', '#');
  },
};

export const SingleNotice: Story = {
  parameters: single(sampleNotices[0]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next notice' })).not.toBeInTheDocument();
  },
};

export const ManyNotices: Story = {
  parameters: { store: { preloadedState: withNotices(sampleNotices) } },
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement);
    await expect(strip.getByText('1 / 4')).toBeInTheDocument();
    await userEvent.click(strip.getByRole('button', { name: 'Next notice' }));
    await expect(strip.getByText('2 / 4')).toBeInTheDocument();
  },
};

export const NonDismissible: Story = {
  parameters: single(sampleNotices[2]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Dismiss notice' })).not.toBeInTheDocument();
  },
};

export const Paused: Story = {
  parameters: { store: { preloadedState: withNotices(sampleNotices, { paused: true, currentIndex: 1 }) } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notices' });
    await expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** The real rotation saga: the next notice every 5 s unless hovered. */
export const Rotating: Story = {
  parameters: { store: { preloadedState: withNotices(sampleNotices), runSagas: true } },
};

/** SPEC §7: after a failed load the strip shows nothing (the caption is the story's, not the strip's). */
export const FailedToLoad: Story = {
  parameters: {
    store: { preloadedState: withNotices([], { status: 'failed', error: 'Failed to load notices' }) },
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Typography sx={{ p: 2 }} color="text.secondary">
          The strip renders nothing when notices fail to load.
        </Typography>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  },
};

/**
 * jsdom lays nothing out (every width is 0): a notice measures as cut there only when its line reports a wider
 * content, as a browser would for this long text at 390 px.
 */
function longLinesInJsdom() {
  if (!navigator.userAgent.includes('jsdom')) return undefined;
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1000 });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', original);
  };
}

/** A phone (390 px): a long notice stays on one line, ending in '…' with More; More shows it whole, Less folds it. */
export const LongNoticeOnPhone: Story = {
  parameters: single(one('warning', 'Scheduled maintenance on Sunday 02:00-03:00 UTC: the dashboard, payouts and messages may be briefly unavailable.')),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach: longLinesInJsdom,
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement);
    const more = await strip.findByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(strip.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(strip.getByText(/may be briefly unavailable\.$/)).toBeVisible();
  },
};
