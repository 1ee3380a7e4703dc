import { act, render, screen, waitFor, within } from '@testing-library/react';
import { notify } from './notify';
import { toastQueue } from './toast-queue';
import { ToastProvider } from './toast.provider';

// toast-host.component (notistack) is not imported here: the first toast has to load it.
describe('notistack loaded by the first toast', () => {
  it('is not loaded until a toast is asked for', () => {
    render(<ToastProvider>page</ToastProvider>);
    expect(toastQueue.wanted()).toBe(false);
    expect(toastQueue.hostComponent()).toBeNull();
  });

  it('shows the toasts asked for while it loaded, in order, in the region, and dismisses by their keys', async () => {
    render(<ToastProvider>page</ToastProvider>);
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    let uploading: ReturnType<typeof notify> = '';
    act(() => {
      notify.error('Could not save');
      uploading = notify.loading('Uploading video...');
      notify.info('Link copied', { key: 'copy' });
    });
    expect(toastQueue.wanted()).toBe(true);
    expect(await within(region).findByText('Could not save')).toBeInTheDocument();
    expect(within(region).getByText('Uploading video...')).toBeInTheDocument();
    expect(within(region).getByText('Link copied')).toBeInTheDocument();

    act(() => notify.dismiss(uploading));
    await waitFor(() => expect(screen.queryByText('Uploading video...')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('Could not save')).toBeInTheDocument();

    // Once loaded, a toast shows in the same render.
    act(() => {
      notify.success('Saved');
    });
    expect(within(region).getByText('Saved')).toBeInTheDocument();
  });
});
