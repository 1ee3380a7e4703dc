import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from './notify';
import { ToastProvider } from './toast.provider';

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider>
      <button type="button">Somewhere else</button>
    </ToastProvider>,
  );
  return { user, region: screen.getByRole('region', { name: 'Notifications (Alt+T)' }) };
}

/** Advances fake time in small steps so transitions and the timers they schedule run like in a browser. */
const advance = (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => jest.advanceTimersByTime(100));
};

describe('toasts (SPEC §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('Alt+T moves focus to the toast region where the toasts are', async () => {
    const { user, region } = setup();
    act(() => {
      notify.success('Campaign saved');
    });
    expect(within(region).getByText('Campaign saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Somewhere else' }));
    await user.keyboard('{Alt>}t{/Alt}');

    expect(region).toHaveFocus();
  });

  it('hides a toast after 4000 ms but keeps a loading toast until it is dismissed', async () => {
    setup();
    let loadingKey: ReturnType<typeof notify> = '';
    act(() => {
      notify.info('Link copied');
      loadingKey = notify.loading('Uploading video...');
    });
    advance(3000);
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    advance(2000);
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    expect(screen.getByText('Uploading video...')).toBeInTheDocument();

    act(() => notify.dismiss(loadingKey));
    advance(1000);
    expect(screen.queryByText('Uploading video...')).not.toBeInTheDocument();
  });

  it('shows at most 3 toasts at once', () => {
    setup();
    act(() => {
      ['One', 'Two', 'Three', 'Four'].forEach((text) => notify.info(text));
    });
    advance(1000);
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Four')).toBeInTheDocument();
  });
});
