import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import VerifiedNumbersCardSection from './verified-numbers-card.section';
import { LazyVerifiedNumbersCard } from './verified-numbers-card.lazy';
import { emptyMyPerformance, sampleMyPerformance } from './verified-numbers.fixtures';

jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => {
  fetchMock?.mockRestore();
  jest.restoreAllMocks();
});

const requestsTo = (path: string) => fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === `/api/v1${path}`);

describe('VerifiedNumbersCardSection', () => {
  it('shows the totals of GET analytics/my-performance/ (the API default range) with a link per campaign to its Stats tab', async () => {
    fetchMock = mockApi({ '/analytics/my-performance/': () => json(sampleMyPerformance) });
    renderRoutes([{ path: '/dashboard', element: <VerifiedNumbersCardSection /> }], { route: '/dashboard', preloadedState: signedIn() });
    const totals = await screen.findByRole('list', { name: 'Totals' }, { timeout: 5_000 });
    expect(within(totals).getByRole('listitem', { name: 'Views' })).toHaveTextContent('1,42,750');
    expect(within(totals).getByRole('listitem', { name: 'Saves' })).toHaveTextContent('197');
    expect(screen.getByRole('link', { name: 'Summer Audio Drop' })).toHaveAttribute('href', '/campaigns/active/r1/stats');
    const [request] = requestsTo('/analytics/my-performance/')[0]!;
    expect(new URL((request as Request).url).search).toBe('');
  });

  it('explains how to get verified numbers when there is no verified content yet', async () => {
    fetchMock = mockApi({ '/analytics/my-performance/': () => json(emptyMyPerformance) });
    renderRoutes([{ path: '/dashboard', element: <VerifiedNumbersCardSection /> }], { route: '/dashboard', preloadedState: signedIn() });
    expect(await screen.findByText('No verified numbers yet', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect an account' })).toHaveAttribute('href', '/profile#connected-accounts');
  });

  it('offers Retry after a failure, and Retry asks again', async () => {
    let answer = json({ detail: 'Server error', code: 'server_error' }, 500);
    fetchMock = mockApi({ '/analytics/my-performance/': () => answer.clone() });
    renderRoutes([{ path: '/dashboard', element: <VerifiedNumbersCardSection /> }], { route: '/dashboard', preloadedState: signedIn() });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    answer = json(sampleMyPerformance);
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Totals' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});

describe('LazyVerifiedNumbersCard', () => {
  it('loads neither its code nor its data until the card nears the viewport, and says nothing is loading meanwhile', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; element?: Element }> = [];
    class FakeObserver {
      constructor(private callback: IntersectionObserverCallback) { observers.push({ callback }); }
      observe(element: Element) { observers.at(-1)!.element = element; }
      disconnect() {}
    }
    const original = Object.getOwnPropertyDescriptor(globalThis, 'IntersectionObserver');
    Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
    try {
      fetchMock = mockApi({ '/analytics/my-performance/': () => json(sampleMyPerformance) });
      renderRoutes([{ path: '/dashboard', element: <LazyVerifiedNumbersCard /> }], { route: '/dashboard', preloadedState: signedIn() });
      expect(await screen.findByRole('heading', { name: 'Your verified numbers' })).toBeInTheDocument();
      // A finished page shows no skeleton below the fold that only scrolling would fill.
      expect(screen.queryByRole('status', { name: 'Loading your verified numbers' })).not.toBeInTheDocument();
      expect(document.querySelector('.MuiSkeleton-root, [aria-busy="true"], [role="progressbar"]')).toBeNull();
      expect(requestsTo('/analytics/my-performance/')).toHaveLength(0);

      const { callback, element } = observers[0]!;
      act(() => callback([{ isIntersecting: true, target: element! } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await screen.findByRole('list', { name: 'Totals' }, { timeout: 5_000 })).toBeInTheDocument();
      expect(requestsTo('/analytics/my-performance/')).toHaveLength(1);
    } finally {
      if (original) Object.defineProperty(globalThis, 'IntersectionObserver', original);
      else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});
