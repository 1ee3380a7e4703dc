import MenuItem from '@mui/material/MenuItem';
import { render, screen } from '@testing-library/react';
import LazySelectMenu from './lazy-select-menu';

describe('LazySelectMenu (the menu of MUI selects in the app build)', () => {
  it('renders nothing and loads nothing while the select has never been opened', () => {
    const anchor = document.createElement('div');
    document.body.append(anchor);
    const { container } = render(
      <LazySelectMenu open={false} anchorEl={anchor}>
        <MenuItem value="a">Newest first</MenuItem>
      </LazySelectMenu>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('menuitem', { hidden: true })).not.toBeInTheDocument();
    anchor.remove();
  });

  it('shows the options once opened and keeps the menu mounted after closing', async () => {
    const anchor = document.createElement('div');
    document.body.append(anchor);
    const menu = (open: boolean) => (
      <LazySelectMenu open={open} anchorEl={anchor} slotProps={{ list: { role: 'listbox' } }}>
        <MenuItem value="a" role="option">
          Newest first
        </MenuItem>
      </LazySelectMenu>
    );
    const { rerender } = render(menu(true));
    // The first open loads MUI's Menu (a dynamic import): slow on a busy machine, hence the patient wait.
    expect(await screen.findByRole('option', { name: 'Newest first' }, { timeout: 15_000 })).toBeVisible();
    rerender(menu(false));
    rerender(menu(true));
    expect(screen.getByRole('option', { name: 'Newest first' })).toBeInTheDocument();
    anchor.remove();
  });
});
