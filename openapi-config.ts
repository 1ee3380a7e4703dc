import type { ConfigFile } from '@rtk-query/codegen-openapi';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run generate:api` regenerates server/openapi.json from the server's route schemas, then this config
 * turns it into RTK Query endpoints injected into the SPA's one api (src/api/empty-api.ts).
 * The output is never edited by hand; tags and cache overrides live in src/api/enhanced-api.ts.
 *
 * The api's base URL is /api/v1 (src/api/base-query.ts), so the /api/v1 prefix of the document's paths is
 * removed before generation: endpoints then read `accounts/whoami/` exactly as SPEC §7 writes them.
 */
const apiPrefix = '/api/v1';
/**
 * Operations in the document that the SPA never calls through RTK Query: every generated endpoint is code in the
 * shared first-load bundle (about 180 bytes minified each), so these stay out (SPEC §9's route budget). They are
 * browser navigations and downloads (links, redirects, PDFs, files), webhooks and provider returns, operations
 * (health, metrics, job triggers) and calls made by other clients. Using one from the SPA means removing it here.
 */
const spaUnusedEndpoints = new Set([
  // E-mail links (opened by mail clients).
  'emailOpenPixel', 'emailClickRedirect', 'emailUnsubscribePage', 'emailUnsubscribeOneClick', 'getEmailAnalyticsSummary',
  // Downloads and pages the browser opens by URL.
  'exportBrandPerformance', 'exportCampaignPerformance', 'downloadAsset', 'showAsset', 'downloadCampaignCollateral', 'getInvoicePdf',
  'getPayoutStatement', 'proxyImage', 'finishInstagramConnection', 'finishYouTubeConnection', 'returnFromRazorpayCheckout',
  'returnFromStripeCheckout',
  // Providers' webhooks.
  'receiveRazorpayWebhook', 'receiveRazorpayXWebhook', 'receiveStripeWebhook',
  // Operations and other API clients (the SPA has its own paths for these resources).
  'getHealth', 'getHealthDetailed', 'getHealthLive', 'getHealthReady', 'getPrometheusMetrics', 'getMetricsSummary',
  'triggerCleanupAssets', 'triggerCollectVideoStats', 'triggerRefreshInstagramTokens', 'sendNotification', 'deleteNotification',
  'listAssets', 'deleteAsset', 'getAsset', 'updateAsset', 'replaceAsset', 'getAssetMetadata', 'getCampaignDiscoveryContext',
  'getCampaignContentSubmission', 'listMySocialAccounts', 'deleteInfluencerProfile', 'getInfluencerProfile',
]);
const root = __dirname;

function schemaRelativeToApiPrefix(): string {
  const document = JSON.parse(readFileSync(join(root, 'server/openapi.json'), 'utf8')) as {
    paths?: Record<string, unknown>;
  };
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (path === apiPrefix || path.startsWith(`${apiPrefix}/`)) paths[path.slice(apiPrefix.length) || '/'] = item;
  }
  const outputDirectory = join(root, 'node_modules/.cache/rtk-query-codegen');
  mkdirSync(outputDirectory, { recursive: true });
  const outputFile = join(outputDirectory, 'openapi.json');
  writeFileSync(outputFile, JSON.stringify({ ...document, paths }, null, 2));
  return outputFile;
}

const config: ConfigFile = {
  schemaFile: schemaRelativeToApiPrefix(),
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generated/api.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
  // The base query adds the Idempotency-Key to every mutation itself (src/api/base-query.ts, docs/idempotency.md):
  // it stays out of the generated endpoints' arguments.
  endpointOverrides: [{ pattern: /./, parameterFilter: (_name, parameter) => !(parameter.in === 'header' && parameter.name === 'Idempotency-Key') }],
  // The links inside outreach e-mails (pixel, click redirect, unsubscribe page and one-click POST) are opened by mail
  // clients and browsers, and the e-mail summary is for API clients: never called by the SPA, they stay documented in
  // the OpenAPI file and out of the SPA's bundle (every generated endpoint is in the entry chunk; bench/route-budgets).
  filterEndpoints: (name) => !spaUnusedEndpoints.has(name),
};

export default config;
