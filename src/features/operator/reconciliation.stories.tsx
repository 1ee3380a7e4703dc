import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReconciliationView } from './reconciliation.view';
import { cleanRun, differencesRun, failedRun, runningRun, summaryOf } from './reconciliation.fixtures';

/** A phone for one story: MUI's useMediaQuery sees every max-width query match (jsdom has no layout). */
function emulatePhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width/.test(query) || original.call(window, query).matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

/** The operator's reconciliation page: runs by outcome, the running state with its progress, empty and error. */
const meta = {
  title: 'Operator/Reconciliation',
  component: ReconciliationView,
  args: {
    status: 'ready',
    runs: [summaryOf(differencesRun), summaryOf(cleanRun), summaryOf(failedRun)],
    selectedId: differencesRun.id,
    run: differencesRun,
    runStatus: 'ready',
    onSelect: fn(),
    onRunNow: fn(),
    onRetry: fn(),
    onRetryRun: fn(),
  },
} satisfies Meta<typeof ReconciliationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Differences: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const table = within(page.getByRole('table', { name: 'Differences found' }));
    await expect(table.getByRole('rowheader', { name: 'Missing in the ledger' })).toBeInTheDocument();
    await expect(table.getByText('pay_Nf3kQ2x9LmA1bc')).toBeInTheDocument();
    await expect(table.getByRole('rowheader', { name: 'Status differs' })).toBeInTheDocument();
    await expect(page.getAllByLabelText('Status: Differences').length).toBeGreaterThan(0);
    const other = page.getAllByRole('button', { name: /^View the run of/ }).find((button) => !button.hasAttribute('disabled'));
    await userEvent.click(other!);
    await expect(args.onSelect).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Run now' }));
    await expect(args.onRunNow).toHaveBeenCalled();
  },
};

export const DifferencesOnPhone: Story = {
  beforeEach: emulatePhone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(page.getByRole('list', { name: 'Differences found' }));
    await expect(cards.getByRole('heading', { name: 'Razorpay: Missing in the ledger' })).toBeInTheDocument();
    await expect(cards.getByRole('heading', { name: 'RazorpayX: Status differs' })).toBeInTheDocument();
  },
};

export const Clean: Story = {
  args: { runs: [summaryOf(cleanRun)], selectedId: cleanRun.id, run: cleanRun },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No differences')).toBeInTheDocument();
    await expect(page.getAllByText(/12 Razorpay orders · 30 RazorpayX payouts/).length).toBeGreaterThan(0);
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Running: Story = {
  args: { runs: [summaryOf(runningRun), summaryOf(cleanRun)], selectedId: runningRun.id, run: runningRun },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('progressbar', { name: 'Reconciliation running…' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Run now' })).toBeDisabled();
    await expect(page.getByText('The run is still comparing records.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { runs: [summaryOf(failedRun)], selectedId: failedRun.id, run: failedRun },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('The run failed')).toBeInTheDocument();
    await expect(page.getByText('canceling statement due to statement timeout')).toBeInTheDocument();
  },
};

export const StartRefused: Story = {
  args: { startError: 'A reconciliation run is already in progress. Wait for it to finish before starting another.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('already in progress');
  },
};

export const Empty: Story = {
  args: { runs: [], selectedId: null, run: undefined, runStatus: 'none' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'No reconciliation runs yet' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Run now' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', runs: undefined, selectedId: null, run: undefined, runStatus: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading reconciliation runs' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', runs: undefined, selectedId: null, run: undefined, runStatus: 'none' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
