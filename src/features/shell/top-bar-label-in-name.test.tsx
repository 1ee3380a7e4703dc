import { screen, waitFor } from '@testing-library/react';
import { json, mockApi, renderRoutes } from '../../test/render';
import { NotificationsButton } from '../notifications/components/notifications-button.component';
import { PaletteHarness, sessionAs } from './command-palette/command-palette.fixtures';

/**
 * WCAG 2.5.3 label in name (axe `label-content-name-mismatch`): a voice-control user says what they see ('click
 * Search', 'click Notifications'), so each top-bar button's accessible name contains its visible text, the shortcut
 * hint and the unread badge included. Compared as axe does: lower case, punctuation dropped, spaces collapsed.
 */
const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const nameContainsVisibleText = (element: HTMLElement) => {
  const name = words(element.getAttribute('aria-label') ?? element.textContent ?? '');
  expect(` ${name} `).toContain(` ${words(element.textContent ?? '')} `);
};

let fetchMock: jest.SpyInstance | undefined;
afterEach(() => fetchMock?.mockRestore());

describe('top bar buttons: the accessible name contains the visible text', () => {
  it('the search box is named by its visible text and shortcut hint', async () => {
    fetchMock = mockApi({});
    renderRoutes([{ path: '*', element: <PaletteHarness /> }], { preloadedState: sessionAs('brand'), route: '/dashboard' });
    const box = screen.getByRole('button', { name: /^Search/ });
    expect(box).toHaveTextContent('Search...Ctrl K');
    expect(box).toHaveAccessibleName('Search (Ctrl K)');
    nameContainsVisibleText(box);
  });

  it('the notifications button names its unread badge', async () => {
    fetchMock = mockApi({ '/notifications/': () => json({ count: 0, next: null, previous: null, unread_count: 3, results: [] }) });
    renderRoutes([{ path: '*', element: <NotificationsButton /> }], { preloadedState: sessionAs('brand'), route: '/dashboard' });
    const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
    await waitFor(() => expect(bell()).toHaveTextContent('3'));
    expect(bell()).toHaveAccessibleName('Notifications (3 unread)');
    nameContainsVisibleText(bell());
  });
});
