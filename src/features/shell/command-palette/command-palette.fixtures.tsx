import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SearchResults } from '../../../api/enhanced-api';
import type { Persona } from '../../../domain/constants';
import type { QuickActionDialog } from '../../../domain/navigation/navigation';
import type { PreloadedState } from '../../../app/store';
import { QuickActionDialogsContext } from '../quick-actions/quick-action-dialogs.context';
import { CommandPaletteProvider } from './command-palette.provider';
import { SearchBox } from './search-box.component';

/** Demo data for tests and stories: what GET /api/v1/search/ answers. */
export const brandResults: SearchResults = {
  q: 'ivy',
  kinds: ['influencer', 'help_article'],
  groups: [
    {
      kind: 'influencer',
      results: [{ kind: 'influencer', id: 'i-1', title: 'ivy.creates', subtitle: null, url: '/influencers?focus=i-1' }],
    },
    {
      kind: 'help_article',
      results: [
        {
          kind: 'help_article',
          id: 'getting-started/inviting-influencers',
          title: 'Inviting influencers (Ivy League edition)',
          subtitle: 'Find creators and send them an invite.',
          url: '/help/getting-started/inviting-influencers',
        },
      ],
    },
  ],
};

export const noResults: SearchResults = { q: 'zz', kinds: ['influencer', 'help_article'], groups: [] };

export const sessionAs = (persona: Persona | null): PreloadedState => ({
  session: { status: 'signedIn', user: { id: 'u1', email: 'asha@example.com', name: 'Asha', imageUrl: null, persona } },
});

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current page">{`${location.pathname}${location.search}`}</output>;
}

/** The palette as the shell mounts it, with the search box, a plain button to return focus to, and the current URL. */
export function PaletteHarness({ openDialog = () => undefined }: { openDialog?: (dialog: QuickActionDialog) => void }) {
  return (
    <QuickActionDialogsContext.Provider value={{ openDialog }}>
      <CommandPaletteProvider>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <SearchBox />
          <button type="button">Elsewhere</button>
          <CurrentLocation />
        </Box>
      </CommandPaletteProvider>
    </QuickActionDialogsContext.Provider>
  );
}

type Responder = (url: URL) => Response | Promise<Response>;

/**
 * Answers the SPA's `/api/v1/search/` calls (stories have no server); anything else 404s. Returns the
 * restore function, which Storybook's `beforeEach` runs after the story.
 */
export function stubSearchApi(respond: Responder): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === '/api/v1/search/') return respond(url);
    return new Response(JSON.stringify({ detail: 'Not found.', code: 'not_found' }), { status: 404 });
  };
  return () => {
    globalThis.fetch = original;
  };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Renders MUI dialogs into a node inside the story instead of document.body. The Jest run of every story
 * empties document.body between stories and unmounts the previous story afterwards; a dialog portalled to
 * body would then be missing when React removes it.
 */
export function DialogsInsideStory({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const withContainer = (outer: Theme): Theme => ({
    ...outer,
    components: { ...outer.components, MuiDialog: { ...outer.components?.MuiDialog, defaultProps: { container } } },
  });
  return (
    <ThemeProvider theme={withContainer}>
      {container ? children : null}
      <div ref={setContainer} />
    </ThemeProvider>
  );
}
