import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from './notify';
import { ToastProvider } from './toast.provider';
// Loaded up front here; toast-queue.test.tsx covers the first toast loading it.
import './toast-host.component';

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

/** jsdom has no PointerEvent; without it Testing Library would fire plain Events that carry no clientX. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

describe('toast geometry and swipe (SPEC §9)', () => {
  beforeAll(() => Object.assign(window, { PointerEvent: TestPointerEvent }));
  afterAll(() => Reflect.deleteProperty(window, 'PointerEvent'));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const toastOf = (text: string) => screen.getByText(text).closest('[role="alert"]')!.parentElement!;

  it('is 356 px wide with 14 px between toasts (notistack 6 + 1 px on each side)', () => {
    setup();
    act(() => {
      notify.info('Link copied');
    });
    const toast = toastOf('Link copied');
    expect(toast).toHaveStyle({ width: '356px', maxWidth: '100%', padding: '1px 0px' });
  });

  it('is dismissed by a swipe of 45 px or more, and springs back from a shorter one', () => {
    setup();
    act(() => {
      notify.info('Short swipe');
      notify.info('Long swipe');
    });
    const short = toastOf('Short swipe');
    fireEvent.pointerDown(short, { clientX: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(short, { clientX: 144, pointerId: 1, pointerType: 'touch' });
    expect(screen.getByText('Short swipe').closest('[role="alert"]')).toHaveStyle({ transform: 'translateX(44px)' });
    fireEvent.pointerUp(short, { clientX: 144, pointerId: 1, pointerType: 'touch' });
    advance(1000);
    expect(screen.getByText('Short swipe').closest('[role="alert"]')).not.toHaveStyle({ transform: 'translateX(44px)' });

    const long = toastOf('Long swipe');
    fireEvent.pointerDown(long, { clientX: 100, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerMove(long, { clientX: 145, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(long, { clientX: 145, pointerId: 2, pointerType: 'touch' });
    advance(1000);
    expect(screen.queryByText('Long swipe')).not.toBeInTheDocument();
    expect(screen.getByText('Short swipe')).toBeInTheDocument();
  });
});
