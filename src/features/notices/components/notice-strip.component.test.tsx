import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render';
import { noticesFailed } from '../notices.slice';
import { dismissedNoticesKey } from '../notices.storage';
import { NoticeStrip } from './notice-strip.component';
import { sampleNotices, withNotices } from './notice-strip.fixtures';

const routes = [
  { path: '/help', element: <p>Help centre page</p> },
  { path: '*', element: <NoticeStrip /> },
];

function setup(notices = sampleNotices, route = '/dashboard') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = renderRoutes(routes, { preloadedState: withNotices(notices), route });
  const strip = () => screen.getByRole('region', { name: 'Notices' });
  return { ...rendered, user, strip };
}
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('NoticeStrip', () => {
  it('shows the first notice with its severity, the counter and the dots', () => {
    const { strip } = setup();
    expect(strip()).toHaveTextContent('Info: Welcome to InfluenceHub! New here? Read the help centre to get started.');
    expect(within(strip()).getByText('1 / 4')).toBeInTheDocument();
    expect(within(strip()).getByRole('button', { name: 'Show notice 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(strip()).getByRole('button', { name: 'Show notice 2' })).not.toHaveAttribute('aria-current');
  });

  it('rotates every 5 s, pauses while hovered and resumes after', async () => {
    const { strip, user } = setup();
    await wait(5000);
    expect(strip()).toHaveTextContent('Warning: Scheduled maintenance');
    expect(strip()).toHaveTextContent('2 / 4');

    await user.hover(strip());
    await wait(15_000);
    expect(strip()).toHaveTextContent('2 / 4');

    await user.unhover(strip());
    await wait(5000);
    expect(strip()).toHaveTextContent('Error: Instagram statistics are delayed');
  });

  it('pauses while keyboard focus is inside, and is a polite live region only then', async () => {
    const { strip, user } = setup();
    const live = strip().querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');
    await user.tab();
    expect(within(strip()).getByRole('link', { name: 'Read the help centre' })).toHaveFocus();
    expect(live).toHaveAttribute('aria-live', 'polite');
    await wait(20_000);
    expect(strip()).toHaveTextContent('1 / 4');
  });

  it('moves with next, previous and the dots', async () => {
    const { strip, user } = setup();
    await user.click(within(strip()).getByRole('button', { name: 'Next notice' }));
    expect(strip()).toHaveTextContent('2 / 4');
    await user.click(within(strip()).getByRole('button', { name: 'Previous notice' }));
    await user.click(within(strip()).getByRole('button', { name: 'Previous notice' }));
    expect(strip()).toHaveTextContent('Success: Payouts by UPI');
    expect(strip()).toHaveTextContent('4 / 4');
    await user.click(within(strip()).getByRole('button', { name: 'Show notice 3' }));
    expect(strip()).toHaveTextContent('3 / 4');
    expect(within(strip()).getByRole('button', { name: 'Show notice 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('dismisses the current notice, shows the next, and remembers it for the browser session', async () => {
    const { strip, user, unmount } = setup();
    await user.click(within(strip()).getByRole('button', { name: 'Dismiss notice' }));
    expect(strip()).toHaveTextContent('Warning: Scheduled maintenance');
    expect(strip()).toHaveTextContent('1 / 3');
    expect(JSON.parse(sessionStorage.getItem(dismissedNoticesKey) ?? '[]')).toEqual(['welcome']);
    unmount();

    setup();
    expect(screen.getByRole('region', { name: 'Notices' })).toHaveTextContent('1 / 3');
    expect(screen.queryByText(/Welcome to InfluenceHub/)).not.toBeInTheDocument();
  });

  it('has no dismiss button on a non-dismissible notice, which also ignores the dismissed list', async () => {
    sessionStorage.setItem(dismissedNoticesKey, JSON.stringify(['instagram']));
    const { strip, user } = setup();
    await user.click(within(strip()).getByRole('button', { name: 'Show notice 3' }));
    expect(strip()).toHaveTextContent('Instagram statistics are delayed');
    expect(within(strip()).queryByRole('button', { name: 'Dismiss notice' })).not.toBeInTheDocument();
  });

  it('shows a single notice without navigation', () => {
    const { strip } = setup([sampleNotices[1]]);
    expect(strip()).toHaveTextContent('Scheduled maintenance');
    expect(within(strip()).queryByRole('button', { name: 'Next notice' })).not.toBeInTheDocument();
    expect(within(strip()).queryByText('1 / 1')).not.toBeInTheDocument();
    expect(within(strip()).getByRole('button', { name: 'Dismiss notice' })).toBeInTheDocument();
  });

  it('renders nothing when the notices failed to load', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(noticesFailed());
    });
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  });

  it('follows internal links inside the SPA and opens external ones safely', async () => {
    const { strip, user, router } = setup();
    await user.click(within(strip()).getByRole('button', { name: 'Show notice 4' }));
    const external = within(strip()).getByRole('link', { name: 'Status page (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://status.example.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(strip()).getByRole('button', { name: 'Show notice 1' }));
    await user.click(within(strip()).getByRole('link', { name: 'Read the help centre' }));
    expect(router.state.location.pathname).toBe('/help');
    expect(screen.getByText('Help centre page')).toBeInTheDocument();
  });

  it('points hostile links at #', () => {
    const hostile = { ...sampleNotices[0], id: 'x', message: 'Claim [your prize](JaVaScRiPt:void%200) or [here](//evil.com)' };
    const { strip } = setup([hostile]);
    expect(within(strip()).getByRole('link', { name: 'your prize' })).toHaveAttribute('href', '#');
    expect(within(strip()).getByRole('link', { name: 'here' })).toHaveAttribute('href', '#');
  });
});
