import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageHints } from '../../../src/domain/navigation/page-hints';
import { firstPaintHeading, firstPaintNotice, firstPaintShellHtml } from '../../../src/domain/navigation/first-paint-shell';
import { dashboardChunkFor, noticesQuery, type PageBootstrap } from '../../../src/domain/navigation/page-bootstrap';
import { chunksForPath } from '../../../src/domain/navigation/route-chunks';
import { signedOutEntryHtml, signedOutEntryPath } from '../../../src/domain/navigation/signed-out-entry';
import { hasSessionCookie } from '../identity/builtin/limits/session-check-limit';
import type { RuntimeConfig } from '../identity/runtime-config.routes';
import { notFound } from './api-error';
import { sendApiError } from './error-handler.plugin';
import type { PageSession } from './page-bootstrap';

/** Webpack's content-hashed file names, e.g. `main.3f9a1c2b7d.js` or `412.9f8e7d6c5b4a.css`. */
const hashedAsset = /[.-][a-f0-9]{8,}\.[a-z0-9]+$/i;
/** The precompressed siblings the build writes beside each text asset (webpack.config.ts PrecompressAssetsPlugin). */
const encodedSuffix = /\.(br|gz)$/;

export const cacheHeaders = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  personal: 'private, no-store',
  short: 'public, max-age=3600',
} as const;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(encodedSuffix, '');
  if (name.endsWith('.html')) return cacheHeaders.revalidate;
  return hashedAsset.test(name) ? cacheHeaders.immutable : cacheHeaders.short;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: Brotli before gzip at equal weight, none refused by q=0. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(token, q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * asset-manifest.json as webpack writes it: the app entry's files, every entry's files (`main`, `signed-out`) and,
 * per chunk group, the files it adds to the app entry.
 */
interface AssetManifest {
  publicPath: string;
  entry: string[];
  entries?: Record<string, string[]>;
  chunks: Record<string, string[]>;
}

function readManifest(distDir: string): AssetManifest | null {
  const file = path.join(distDir, 'asset-manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a <script> element: `<` escaped, so no value can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface SpaStaticOptions {
  distDir: string;
  /**
   * GET /api/v1/config/'s answer, embedded in index.html as `<script type="application/json" id="runtime-config">`
   * (data, not script: the CSP's script-src does not apply), so the SPA renders without waiting for that request.
   */
  runtimeConfig?: RuntimeConfig;
  /**
   * Resolves a page request's session cookie (built-in sign-in only; page-bootstrap.ts): a signed-in page then carries
   * its session, token and first data, and preloads the chunks of the page the visitor lands on.
   */
  resolvePageSession?: (request: FastifyRequest, pathname: string, search: string) => Promise<PageSession>;
}

interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html with what a first visit of one route needs in <head>: preload links for the route's chunks (the
 * browser fetches them with the entry, not after the entry has run) and the runtime config. One rendering and its
 * Brotli and gzip forms per set of chunks, made on first use and kept (the set of routes is small and fixed).
 */
function createPageRenderer(template: string, manifest: AssetManifest | null, runtimeConfig: RuntimeConfig | undefined) {
  const cache = new Map<string, RenderedPage>();
  const configTag = runtimeConfig ? `<script type="application/json" id="${pageHints.runtimeConfigId}">${scriptSafeJson(runtimeConfig)}</script>` : '';

  function filesFor(chunkNames: readonly string[]): string[] {
    if (!manifest) return [];
    const files = chunkNames.flatMap((name) => manifest.chunks[name] ?? []);
    return [...new Set(files)];
  }

  /**
   * `signedOut`: the request carried no session cookie, so the SPA may show a signed-out page without asking.
   * `bootstrap`: the signed-in visitor's own session and data; such a page is made for this request only, never kept.
   */
  return function render(chunkNames: readonly string[], signedOut: boolean, bootstrap?: PageBootstrap, rootHtml = ''): RenderedPage {
    const files = filesFor(chunkNames);
    const key = `${signedOut ? 'out' : 'in'} ${files.join(' ')}`;
    const cached = bootstrap ? undefined : cache.get(key);
    if (cached) return cached;
    const publicPath = manifest?.publicPath ?? '/';
    const links = files
      .map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${escapeAttribute(publicPath + file)}">`)
      .join('');
    const bootstrapTag = bootstrap ? `<script type="application/json" id="${pageHints.pageBootstrapId}">${scriptSafeJson(bootstrap)}</script>` : '';
    const head = `${links}${configTag}${bootstrapTag}${signedOut ? `<meta name="${pageHints.sessionMetaName}" content="none">` : ''}`;
    // A function as replacement: `$` in the embedded data must not be read as a replacement pattern.
    let text = head && template.includes('</head>') ? template.replace('</head>', () => `${head}</head>`) : template;
    // The server-painted first screen (first-paint-shell.ts) goes inside the app's root, which React replaces.
    // (The built index.html is minified: `<div id=root></div>`.)
    if (rootHtml) text = text.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${rootHtml}</div>`);
    const html = Buffer.from(text);
    if (bootstrap) {
      // Made per request: a fast Brotli level, not the kept pages' 11 (a few ms instead of tens).
      return { html, br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(html, { level: 6 }) };
    }
    const page = {
      html,
      br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    cache.set(key, page);
    return page;
  };
}

/** The first screen the server paints for a signed-in page, or '' for a page it does not paint (first-paint-shell.ts). */
function firstPaintFor(landing: string, bootstrap: PageBootstrap): string {
  const heading = firstPaintHeading(landing);
  if (!heading) return '';
  const notices = bootstrap.queries.find((query) => query.endpointName === noticesQuery.endpointName)?.data;
  return firstPaintShellHtml({ path: landing, heading, notice: firstPaintNotice(notices) });
}

/**
 * Serves the built SPA from `distDir` (when it exists) and owns the app's not-found handler:
 * HTML navigations outside /api get index.html (with the route's preload links) so deep links work; everything
 * else gets the JSON 404. /login, /influencer-signup, /brand-signup-123 and /forgot-password requested without a
 * session cookie, with the built-in provider, get signed-out.html instead: the light entry of those pages (no store,
 * no router; docs/performance.md), with the same runtime config and session hint. With a session cookie they get
 * index.html (the app sends a signed-in visitor on to /dashboard), and so does every request in Clerk mode, where the
 * server cannot see the session and the pages need Clerk's adapter. Hashed files are immutable for a year, index.html is revalidated on every visit, and text
 * files go out Brotli- or gzip-compressed from the `.br` / `.gz` files the build writes beside them.
 */
export async function registerSpaStatic(app: FastifyInstance, options: SpaStaticOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const enabled = existsSync(indexFile);
  // Only the built-in provider's session cookie can be seen here; with Clerk whether a visitor is signed in is unknown.
  const seesSession = (options.runtimeConfig?.identity_provider ?? 'builtin') === 'builtin';
  const manifest = enabled ? readManifest(options.distDir) : null;
  const render = enabled ? createPageRenderer(readFileSync(indexFile, 'utf8'), manifest, options.runtimeConfig) : null;
  const signedOutFile = path.join(options.distDir, signedOutEntryHtml);
  const renderSignedOut =
    enabled && seesSession && existsSync(signedOutFile) ? createPageRenderer(readFileSync(signedOutFile, 'utf8'), manifest, options.runtimeConfig) : null;

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', query = ''] = request.url.split('?');
    const hasCookie = seesSession ? hasSessionCookie(request.headers.cookie) : null;
    const session: PageSession = hasCookie && options.resolvePageSession ? await options.resolvePageSession(request, pathname, query) : { kind: 'unknown' };
    const hasSession = session.kind === 'signedOut' ? false : hasCookie;
    if (session.kind !== 'unknown') for (const cookie of session.setCookies) reply.header('set-cookie', cookie);
    let page: RenderedPage;
    if (renderSignedOut && hasSession === false && signedOutEntryPath(pathname)) {
      // The light entry's scripts are all in signed-out.html itself (deferred, found by the preload scanner); the chunks
      // it loads later (notistack with the first toast) are not needed for the first screen, so nothing is preloaded.
      page = renderSignedOut([], true);
    } else if (session.kind === 'signedIn') {
      // The page the access guard will show (a setup page for an incomplete profile) and the role's dashboard:
      // everything the first screen runs, requested with the entry.
      const chunks = [...chunksForPath(session.landing, true)];
      if (session.whoami && session.landing === '/dashboard') chunks.push(dashboardChunkFor(session.whoami));
      page = render!(chunks, false, session.bootstrap, firstPaintFor(session.landing, session.bootstrap));
    } else {
      page = render!(chunksForPath(pathname, hasSession), hasSession === false);
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      // A page with a visitor's own session and data is never stored, by the browser or anyone on the way.
      .header('cache-control', session.kind === 'signedIn' ? cacheHeaders.personal : cacheHeaders.revalidate)
      // The preload links depend on the session cookie, the body's form on Accept-Encoding.
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.html);
  }

  if (enabled) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: true,
      // index.html and signed-out.html are always rendered by sendPage (preload links, runtime config), never sent as files.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
      allowedPath: (pathName) => !isApiPath(pathName) && pathName !== '/index.html' && pathName !== `/${signedOutEntryHtml}` && pathName !== '/',
    });
    app.get('/', (request, reply) => sendPage(request, reply));
  } else {
    app.log.info({ distDir: options.distDir }, 'SPA build not found; serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (enabled && !isApiPath(pathname) && wantsHtml(request)) return sendPage(request, reply);
    return sendApiError(reply, notFound());
  });
}
