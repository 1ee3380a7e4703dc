import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes } from '../../../test/render';
import { brandResults, noResults, PaletteHarness, sessionAs } from './command-palette.fixtures';

jest.setTimeout(20_000);

function renderPalette(persona: 'brand' | 'influencer' | null = 'brand', openDialog = jest.fn()) {
  const rendered = renderRoutes([{ path: '*', element: <PaletteHarness openDialog={openDialog} /> }], {
    preloadedState: sessionAs(persona),
    route: '/dashboard',
  });
  return { ...rendered, openDialog, user: userEvent.setup() };
}

const input = () => screen.findByRole('combobox', { name: 'Command or search' });
const dialog = () => screen.queryByRole('dialog', { name: 'Command palette' });
const currentPage = () => screen.getByRole('status', { name: 'Current page' }).textContent;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = async () => {
  const box = await input();
  return document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
};

afterEach(() => jest.restoreAllMocks());

/** The q of every search request (the store's sagas make other calls, e.g. notices). */
const searchedFor = (fetchSpy: jest.SpyInstance) =>
  fetchSpy.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/v1/search/')
    .map((url) => url.searchParams.get('q'));

describe('CommandPaletteProvider', () => {
  it('Ctrl+K opens the palette with focus in the input; Ctrl+K again closes it', async () => {
    const { user } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    const box = await input();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('placeholder', 'Type a command or search...');
    expect(screen.getByRole('group', { name: 'Quick Actions' })).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('Cmd+K (metaKey) opens it too', async () => {
    const { user } = renderPalette();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await input()).toHaveFocus();
  });

  it("lists the persona's quick actions, then 'Go to' destinations", async () => {
    const { user } = renderPalette('influencer');
    await user.keyboard('{Control>}k{/Control}');
    await input();
    const names = optionNames();
    expect(names.slice(0, 4)).toEqual(['View Invitations', 'Edit Profile', 'Earnings', 'Submit Content']);
    expect(names).toContain('Go to Completed Campaigns');
    expect(names).not.toContain('Create Campaign');
  });

  it('ArrowDown/ArrowUp move the active option and wrap; Enter navigates and closes', async () => {
    const { user } = renderPalette('brand');
    await user.keyboard('{Control>}k{/Control}');
    expect(await activeOption()).toBe('Create Campaign');
    expect(screen.getByRole('option', { name: 'Create Campaign' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(await activeOption()).toBe(optionNames().at(-1));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(await activeOption()).toBe('View Analytics');
    expect(screen.getByRole('option', { name: 'Create Campaign' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(currentPage()).toBe('/analytics');
  });

  it('typing filters the quick actions; a dialog action calls openDialog instead of navigating', async () => {
    const { user, openDialog } = renderPalette('brand');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await input(), 'invite');
    expect(screen.getByRole('option', { name: 'Invite Influencer' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Create Campaign' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(openDialog).toHaveBeenCalledWith('invite-influencer'));
    expect(dialog()).not.toBeInTheDocument();
    expect(currentPage()).toBe('/dashboard');
  });

  it("Escape closes and gives focus back to where it was", async () => {
    const { user } = renderPalette();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(await input()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(elsewhere).toHaveFocus();
  });

  it("says 'No results found.' when nothing matches, without asking the server for one character", async () => {
    const fetchSpy = mockApi({ '/search/': () => json(noResults) });
    const { user } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await input(), 'z');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(await input(), 'q');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    // Only this palette's searches: a store of an earlier test may still send its last search (e.g. 'invite', debounced
    // before Enter closed that palette) once this test's spy is in place.
    const searched = searchedFor(fetchSpy).filter((q) => q?.startsWith('z'));
    expect(searched).toEqual(['zq']);
  });

  it('shows the search error line when the search fails', async () => {
    mockApi({ '/search/': () => json({ detail: 'Invalid input.', code: 'validation_error', errors: {} }, 400) });
    const { user } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await input(), 'ivy');
    expect(await screen.findByText('Search failed. Please try again.')).toBeInTheDocument();
  });
});

describe('palette search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks the server 200 ms after the last keystroke, shows groups per kind, Enter opens a result', async () => {
    const fetchSpy = mockApi({ '/search/': () => json(brandResults) });
    renderPalette('brand');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const box = await input();
    fireEvent.change(box, { target: { value: 'iv' } });
    act(() => jest.advanceTimersByTime(150));
    fireEvent.change(box, { target: { value: 'ivy' } });
    act(() => jest.advanceTimersByTime(199));
    expect(searchedFor(fetchSpy)).toEqual([]);
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const influencers = await screen.findByRole('group', { name: 'Search Influencers' });
    expect(searchedFor(fetchSpy)).toEqual(['ivy']);
    expect(within(influencers).getByRole('option', { name: 'ivy.creates' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Search Help articles' })).toBeInTheDocument();
    // No quick action contains 'ivy': the first search result is active.
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(currentPage()).toBe('/influencers?focus=i-1'));
  });
});

describe('SearchBox', () => {
  it("opens the palette on click, and carries what is typed on it", async () => {
    const { user } = renderPalette();
    await user.click(screen.getByRole('button', { name: /^Search/ }));
    expect(await input()).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Search/ })).toHaveFocus();
    await user.keyboard('e');
    expect(await input()).toHaveValue('e');
    expect(screen.getByRole('option', { name: 'Create Campaign' })).toBeInTheDocument();
  });
});
