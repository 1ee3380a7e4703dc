import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { api, type Whoami } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../app/hooks';
import { rolePermissions } from '../../../domain/brands/team-permissions';
import type { PreloadedState } from '../../../app/store';
import type { SessionUser } from '../../session/session.slice';
import { createInitialSettingsState } from '../../settings/settings.slice';

/** The demo accounts as whoami describes them (server/src/db/seed/demo-accounts.seed.ts). */
export const brandWhoami: Whoami = {
  id: 'u-brand',
  email: 'brand@demo.local',
  name: 'Brenda Brand',
  image_url: null,
  persona: 'brand',
  is_staff: false,
  is_profile_completed: true,
  is_brand: true,
  is_influencer: false,
  brand_id: '0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  brand_role: 'admin',
  brand_permissions: [...rolePermissions.admin],
  brands: [{ id: '0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21', name: 'Acme Demo Co.', role: 'admin' }],
  influencer_id: null,
};

/** The demo brand's admin as a member of a second brand too (the top bar shows the brand switcher). */
export const multiBrandWhoami: Whoami = {
  ...brandWhoami,
  brands: [
    { id: '0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21', name: 'Acme Demo Co.', role: 'admin' },
    { id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a', name: 'Bloom Street Studio', role: 'manager' },
  ],
};

/** The demo brand's read-only team member (viewer@demo.local). */
export const viewerWhoami: Whoami = {
  ...brandWhoami,
  id: 'u-viewer',
  email: 'viewer@demo.local',
  name: 'Vik Viewer',
  brand_role: 'viewer',
  brand_permissions: [...rolePermissions.viewer],
  brands: [{ id: '0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21', name: 'Acme Demo Co.', role: 'viewer' }],
};

/** The demo platform operator (operator@demo.local): staff, signed in on a brand account of its own. */
export const operatorWhoami: Whoami = {
  ...brandWhoami,
  id: 'u-operator',
  email: 'operator@demo.local',
  name: 'Omar Operator',
  is_staff: true,
  brand_id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  brands: [{ id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'InfluenceHub Operations', role: 'admin' }],
};

export const influencerWhoami: Whoami = {
  ...brandWhoami,
  id: 'u-influencer',
  email: 'influencer@demo.local',
  name: 'Ivy Influencer',
  persona: 'influencer',
  is_brand: false,
  is_influencer: true,
  brand_id: null,
  brand_role: null,
  brand_permissions: null,
  brands: [],
  influencer_id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
};

const sessionUserOf = (whoami: Whoami): SessionUser => ({
  id: whoami.id,
  email: whoami.email ?? '',
  name: whoami.name,
  imageUrl: whoami.image_url,
  persona: whoami.persona,
});

/** A signed-in store for a story, optionally with the sidebar collapsed. */
export const signedInAs = (whoami: Whoami, { sidebarCollapsed = false } = {}): { preloadedState: PreloadedState } => ({
  preloadedState: {
    session: { status: 'signedIn', user: sessionUserOf(whoami) },
    ...(sidebarCollapsed ? { settings: settingsWithSidebarCollapsed() } : {}),
  },
});

const settingsWithSidebarCollapsed = () => ({ ...createInitialSettingsState(), sidebarCollapsed: true });

/** Puts a whoami answer in the RTK Query cache before the children render, as if the server had answered. */
export function WhoamiSeed({ whoami, children }: { whoami: Whoami; children: ReactNode }) {
  const dispatch = useAppDispatch();
  useState(() => dispatch(api.util.upsertQueryEntries([{ endpointName: 'getWhoami', arg: undefined, value: whoami }])));
  return <>{children}</>;
}

/**
 * Makes MUI's `useMediaQuery` see a phone (every max-width query matches) for one story; returns the cleanup
 * Storybook's `beforeEach` expects. Jest's jsdom has no layout, so this is how the mobile shell renders there.
 */
export function emulatePhone(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width/.test(query) || original.call(window, query).matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

const overlaySelector = '.MuiModal-root, .MuiPopper-root';

/**
 * Story `afterEach` for stories that end with a menu, drawer, dialog or tooltip open. Only in Jest (jsdom):
 * src/test/stories.test.tsx empties document.body before Storybook unmounts the story (at the next story's
 * start), and React cannot remove a portal whose node is gone. In Storybook the overlay stays open to look at.
 */
export async function closeOverlaysInJsdom() {
  if (!navigator.userAgent.includes('jsdom')) return;
  for (let attempt = 0; attempt < 3 && document.body.querySelector(overlaySelector); attempt += 1) {
    await userEvent.keyboard('{Escape}');
  }
  await waitFor(() => expect(document.body.querySelector(overlaySelector)).toBeNull());
}
