import { render, screen } from '@testing-library/react';
import LazyPopper from './lazy-popper';

describe('LazyPopper (the popup of MUI autocompletes and tooltips in the app build)', () => {
  it('renders nothing while the popup has never been opened', () => {
    const anchor = document.createElement('div');
    document.body.append(anchor);
    const { baseElement } = render(
      <LazyPopper open={false} anchorEl={anchor}>
        <div role="listbox" aria-label="Languages" />
      </LazyPopper>,
    );
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(baseElement.querySelector('[role="tooltip"]')).toBeNull();
    anchor.remove();
  });

  it('shows the content once opened and hides it again when closed', async () => {
    const anchor = document.createElement('div');
    document.body.append(anchor);
    const popper = (open: boolean) => (
      <LazyPopper open={open} anchorEl={anchor}>
        <div role="listbox" aria-label="Languages">Hindi</div>
      </LazyPopper>
    );
    const { rerender } = render(popper(true));
    // The first open loads MUI's Popper (a dynamic import): slow on a busy machine, hence the patient wait.
    expect(await screen.findByRole('listbox', { name: 'Languages' }, { timeout: 15_000 })).toHaveTextContent('Hindi');
    rerender(popper(false));
    expect(screen.queryByRole('listbox', { name: 'Languages' })).not.toBeInTheDocument();
    rerender(popper(true));
    expect(screen.getByRole('listbox', { name: 'Languages' })).toBeInTheDocument();
    anchor.remove();
  });
});
