import { waitFor } from '@testing-library/react';
import { forgetAssetManifestForTests, prefetchChunkFiles } from './chunk-files-prefetch';

const manifest = {
  publicPath: '/',
  entry: ['assets/main.1.js'],
  chunks: { 'page-campaign-wizard': ['assets/shared.2.js', 'assets/page-campaign-wizard.3.js', 'assets/wizard.4.css'] },
};

let fetchMock: jest.SpyInstance;
afterEach(() => {
  fetchMock.mockRestore();
  forgetAssetManifestForTests();
  document.head.innerHTML = '';
});

const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
/** The browser's answer to each prefetch: the file is in the cache. */
const loadAll = () => prefetchLinks().forEach((link) => link.dispatchEvent(new Event('load')));

describe('prefetching a route chunk group', () => {
  it("downloads the group's files that the page does not have yet, without running them", async () => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(manifest), { status: 200 }));
    document.head.append(Object.assign(document.createElement('script'), { src: '/assets/shared.2.js' }));
    const load = jest.fn(async () => ({ default: () => null }));
    const done = prefetchChunkFiles('page-campaign-wizard', load)();
    await waitFor(() => expect(prefetchLinks()).toHaveLength(2));
    expect(prefetchLinks().map((link) => [link.getAttribute('href'), link.as])).toEqual([
      ['/assets/page-campaign-wizard.3.js', 'script'],
      ['/assets/wizard.4.css', 'style'],
    ]);
    loadAll();
    await done;
    expect(load).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('imports the chunk as before where the server has no manifest (the development server)', async () => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('not found', { status: 404 }));
    const load = jest.fn(async () => ({ default: () => null }));
    await prefetchChunkFiles('page-campaign-wizard', load)();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetchLinks()).toEqual([]);
  });

  it('asks for the manifest once for every group, and a failed file does not fail the prefetch', async () => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(manifest), { status: 200 }));
    const load = jest.fn(async () => undefined);
    const first = prefetchChunkFiles('page-campaign-wizard', load)();
    const unknown = prefetchChunkFiles('page-unknown', load)();
    await waitFor(() => expect(prefetchLinks()).toHaveLength(3));
    prefetchLinks().forEach((link) => link.dispatchEvent(new Event('error')));
    await expect(first).resolves.toBeUndefined();
    await unknown;
    // A group the manifest does not list is imported.
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
