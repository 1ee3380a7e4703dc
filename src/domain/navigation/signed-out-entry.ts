/**
 * The signed-out pages with a light webpack entry of their own (src/signed-out, docs/performance.md): no Redux, no
 * RTK Query, no saga, no router. The server answers a first visit of these paths without a session cookie, in
 * built-in sign-in mode, with `signedOutEntryHtml` instead of index.html (server/src/plugins/spa-static.plugin.ts).
 */
export const signedOutEntryPaths = ['/login', '/influencer-signup', '/brand-signup-123', '/forgot-password'] as const;

export type SignedOutEntryPath = (typeof signedOutEntryPaths)[number];

/** The HTML page html-webpack-plugin writes for the light entry. */
export const signedOutEntryHtml = 'signed-out.html';
/** The light entry's name in webpack.config.ts and asset-manifest.json. */
export const signedOutEntryName = 'signed-out';

/** The light entry's page for a path ('/login/' as '/login', as the router matches it), or null. */
export function signedOutEntryPath(pathname: string): SignedOutEntryPath | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (signedOutEntryPaths as readonly string[]).includes(path) ? (path as SignedOutEntryPath) : null;
}
