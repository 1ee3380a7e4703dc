import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunksForPath, routeChunks, routeOf } from './route-chunks';

const routerDir = join(__dirname, '../../app/router');
/** Every `webpackChunkName` the route table loads (layouts and pages). */
const routerChunkNames = readdirSync(routerDir)
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
  .flatMap((file) => [...readFileSync(join(routerDir, file), 'utf8').matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]!));

/** Chunks picked by whoami at run time (the dashboards), never preloaded by path. */
const roleChunks = new Set(['page-dashboard', 'page-brand-dashboard', 'page-influencer-dashboard']);

describe('route chunks (preload hints)', () => {
  it('names only chunks the route table really loads', () => {
    const known = new Set(routerChunkNames);
    for (const route of routeChunks) for (const chunk of route.chunks) expect({ route: route.path, chunk, known: known.has(chunk) }).toEqual({ route: route.path, chunk, known: true });
  });

  it('covers every page chunk of the route table', () => {
    const listed = new Set(routeChunks.flatMap((route) => route.chunks));
    const missing = routerChunkNames.filter((name) => !listed.has(name) && !roleChunks.has(name));
    expect(missing).toEqual([]);
  });

  it('picks the most specific route', () => {
    expect(routeOf('/brands/b1/campaigns/create')?.chunks).toContain('page-create-campaign');
    expect(routeOf('/brands/b1/campaigns/c1')?.chunks).toContain('page-brand-campaign');
    expect(routeOf('/brands/b1/campaigns/wizard/c1/general')?.chunks).toContain('page-campaign-wizard');
    expect(routeOf('/campaigns/active/c1/content/x')?.chunks).toContain('page-active-campaign');
    expect(routeOf('/campaigns/invites')?.chunks).toContain('page-campaign-invites');
    expect(routeOf('/help/payments/getting-paid')?.chunks).toContain('page-help-article');
    expect(routeOf('/nowhere/at/all')).toBeNull();
  });

  it('sends a visitor without a session to the login page and a signed-in one to the shell', () => {
    expect(chunksForPath('/login', false)).toEqual(['page-login']);
    expect(chunksForPath('/campaigns', true)).toEqual(['shell', 'page-campaigns']);
    expect(chunksForPath('/campaigns', false)).toEqual(['page-login']);
    expect(chunksForPath('/login', true)).toEqual(['shell']);
    expect(chunksForPath('/', false)).toEqual(['page-login']);
    expect(chunksForPath('/', true)).toEqual(['shell']);
  });

  it('preloads the route itself when the session cannot be seen (Clerk)', () => {
    expect(chunksForPath('/campaigns', null)).toEqual(['shell', 'page-campaigns']);
    expect(chunksForPath('/login', null)).toEqual(['page-login']);
    expect(chunksForPath('/', null)).toEqual([]);
  });
});
