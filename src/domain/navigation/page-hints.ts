/** What else the server writes into index.html's <head> for the SPA to read at start (docs/performance.md). */
export const pageHints = {
  /** `<script type="application/json" id=...>` with GET /api/v1/config/'s answer. */
  runtimeConfigId: 'runtime-config',
  /**
   * `<script type="application/json" id=...>` with the signed-in page's session, token and first queries
   * (page-bootstrap.ts); only in pages requested with a valid session cookie, never cached.
   */
  pageBootstrapId: 'page-bootstrap',
  /** `<meta name=... content="none">`: the page was requested without a session cookie. */
  sessionMetaName: 'influencehub-session',
} as const;
