import type { PrefetchTask } from './prefetch.saga';

/** The part of the build's asset-manifest.json (webpack.config.ts, AssetManifestPlugin) a prefetch reads. */
interface AssetManifest {
  publicPath: string;
  chunks: Record<string, string[]>;
}

let manifest: Promise<AssetManifest | null> | null = null;

/**
 * The build's manifest, asked for once per page; null where there is none (the development server). A static file of the
 * build, not the API: plain fetch, not RTK Query (no token, no cache entry, no retries wanted for a best-effort prefetch).
 */
function assetManifest(): Promise<AssetManifest | null> {
  manifest ??= fetch('/asset-manifest.json', { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<AssetManifest>) : null))
    .then((value) => (value && typeof value.chunks === 'object' ? value : null))
    .catch(() => null);
  return manifest;
}

/** Tests: forget the manifest read before. */
export function forgetAssetManifestForTests(): void {
  manifest = null;
}

/** Whether the page already loads `href` (an entry or preloaded script, a stylesheet, an earlier prefetch). */
function onPage(href: string): boolean {
  const url = new URL(href, document.baseURI).href;
  return [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].some(
    (element) => (element instanceof HTMLScriptElement ? element.src : element.href) === url,
  );
}

/** `<link rel="prefetch">` for one file: resolves when it is in the HTTP cache, or failed (prefetching is best effort). */
function prefetchFile(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * A prefetch of one route's chunk group (its `webpackChunkName`): its files are downloaded into the HTTP cache at the
 * browser's idle priority and not run; opening the page later runs them from the cache. Running them now (`import()`)
 * evaluated the page's modules in one task 2 s after start (about 200 ms on Lighthouse's phone, its TBT). Without a
 * manifest (the development server) `load` imports the chunk as before.
 */
export function prefetchChunkFiles(group: string, load: () => Promise<unknown>): PrefetchTask {
  const task: PrefetchTask = async () => {
    const built = await assetManifest();
    const files = built?.chunks[group];
    if (!built || !files) return load();
    const hrefs = files.map((file) => `${built.publicPath}${file}`).filter((href) => !onPage(href));
    await Promise.all(hrefs.map(prefetchFile));
    return undefined;
  };
  return Object.assign(task, { chunkGroup: group });
}
