/** What else the server writes into index.html's <head> for the SPA to read at start (docs/performance.md). */
export const pageHints = {
  /** `<script type="application/json" id=...>` with GET /api/v1/config/'s answer. */
  runtimeConfigId: 'runtime-config',
  /** `<meta name=... content="none">`: the page was requested without a session cookie. */
  sessionMetaName: 'influencehub-session',
} as const;
