import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createMemoryRouter } from 'react-router-dom';
import { api } from '../../../api/enhanced-api';
import { rootReducer, type AppStore } from '../../../app/store';
import { createFakeAuthClient } from '../../../auth/testing/fake-auth-client';
import { TestProviders } from '../../../test/test-providers';
import { networkSaga } from '../network.saga';
import { OfflineBanner } from './offline-banner.component';

let fetchMock: jest.SpyInstance;
let task: Task;

/**
 * The app's reducer with only the network saga, which is cancelled after each test: every store's saga listens to
 * the window's online/offline events, so one left running would probe along with the next test's.
 */
function setup() {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(api.middleware, sagas) });
  task = sagas.run(networkSaga);
  const router = createMemoryRouter([{ path: '*', element: <OfflineBanner /> }]);
  render(<TestProviders store={store as unknown as AppStore} router={router} auth={createFakeAuthClient()} />);
  return { user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}
const browser = (event: 'online' | 'offline') => act(() => void window.dispatchEvent(new Event(event)));
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const offlineText = "You're offline. Some features may not be available.";

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
});
afterEach(() => {
  task.cancel();
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('OfflineBanner', () => {
  it('shows nothing while online with no history', () => {
    setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('walks through offline, retrying, failed attempts and the manual retry limit', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup();
    browser('offline');
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(offlineText);
    expect(banner).toHaveTextContent('Network connection lost');

    await wait(2000);
    expect(banner).toHaveTextContent('Reconnecting...');
    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();

    await act(async () => answer(new Response(null, { status: 503 })));
    expect(banner).toHaveTextContent('(Attempt 1/3) Retry failed');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await wait(0);
    expect(banner).toHaveTextContent('(Attempt 2/3) Failed to fetch');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await wait(0);
    expect(banner).toHaveTextContent('(Attempt 3/3) Failed to fetch');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('turns green when the connection is back and disappears after 3 s', async () => {
    setup();
    browser('offline');
    browser('online');
    expect(screen.getByRole('status')).toHaveTextContent("You're back online!");
    await wait(2999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays green while the pointer is over it or the focus is inside, and goes 3 s after both let go', async () => {
    const { user } = setup();
    browser('offline');
    browser('online');
    const status = screen.getByRole('status');
    await user.hover(status);
    await wait(10_000);
    expect(status).toHaveTextContent("You're back online!");
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.unhover(status);
    await wait(10_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Dismiss' }).blur());
    await wait(2999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const { user } = setup();
    browser('offline');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
