import { keepToastForNextPage, nextPageToastsKey, showToastsKeptForThisPage } from './next-page-toasts';
import { enqueueToast } from './toast-queue';

jest.mock('./toast-queue', () => ({ enqueueToast: jest.fn(() => 'key') }));
const enqueue = jest.mocked(enqueueToast);

describe('toasts kept for the next page load', () => {
  afterEach(() => {
    sessionStorage.clear();
    enqueue.mockClear();
  });

  it('shows what the previous page kept, once, in order', () => {
    keepToastForNextPage('Your password has been reset. Please sign in with your new password.', 'success');
    keepToastForNextPage('Second', 'info');
    showToastsKeptForThisPage();
    expect(enqueue.mock.calls).toEqual([
      ['Your password has been reset. Please sign in with your new password.', { variant: 'success' }],
      ['Second', { variant: 'info' }],
    ]);
    showToastsKeptForThisPage();
    expect(enqueue).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(nextPageToastsKey)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(nextPageToastsKey, '{not json');
    showToastsKeptForThisPage();
    sessionStorage.setItem(nextPageToastsKey, JSON.stringify([{ message: 1 }, { message: 'ok', variant: 'success' }]));
    showToastsKeptForThisPage();
    expect(enqueue.mock.calls).toEqual([['ok', { variant: 'success' }]]);
  });
});
