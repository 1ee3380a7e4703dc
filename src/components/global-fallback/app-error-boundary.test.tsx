import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from './app-error-boundary.component';

function Broken(): never {
  throw new Error('boom');
}

describe('global error boundary', () => {
  it('shows the SPEC fallback with a working Reload Page button and reports the error', async () => {
    const onError = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn();

    render(
      <AppErrorBoundary onError={onError} onReload={reload}>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We've been notified and are working on it.")).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalled();

    jest.restoreAllMocks();
  });

  it('renders its children when nothing fails', () => {
    render(<AppErrorBoundary>fine</AppErrorBoundary>);
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
