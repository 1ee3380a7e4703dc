import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './api-error';
import { sendApiError } from './error-handler.plugin';

/** Webpack's content-hashed file names, e.g. `main.3f9a1c2b7d.js` or `412.9f8e7d6c5b4a.css`. */
const hashedAsset = /[.-][a-f0-9]{8,}\.[a-z0-9]+$/i;

export const cacheHeaders = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  short: 'public, max-age=3600',
} as const;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name.endsWith('.html')) return cacheHeaders.revalidate;
  return hashedAsset.test(name) ? cacheHeaders.immutable : cacheHeaders.short;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA from `distDir` (when it exists) and owns the app's not-found handler:
 * HTML navigations outside /api get index.html so deep links work; everything else gets the JSON 404.
 */
export async function registerSpaStatic(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const enabled = existsSync(indexFile);
  if (enabled) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
      allowedPath: (pathName) => !isApiPath(pathName),
    });
  } else {
    app.log.info({ distDir: options.distDir }, 'SPA build not found; serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (enabled && !isApiPath(pathname) && wantsHtml(request)) {
      return reply.header('cache-control', cacheHeaders.revalidate).sendFile('index.html');
    }
    return sendApiError(reply, notFound());
  });
}
