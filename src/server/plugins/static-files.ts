/**
 * The built client: hashed assets are immutable for a year; the entry points (index.html, the
 * service worker, build.json, the manifest) are revalidated on every load so a deployment shows up.
 * Unknown navigations that are not API paths get index.html (the client routes them).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const API_PREFIXES = ['/backend', '/api', '/dev', '/admin/api', '/admin/sign-in'];
/** The operator console's own entry (a second Vite build, `dist/admin`). */
const CONSOLE_PREFIX = '/admin';

function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * Registers the static files when `staticDir` holds a build; returns whether it did. Without
 * `serveSourceMaps` (production) the build's source maps stay on the disk, for the operator: a
 * request for one is a 404, so the sources are not published.
 */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string | undefined, serveSourceMaps: boolean): Promise<boolean> {
  if (staticDir === undefined || !existsSync(join(staticDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    // The build writes .br and .gz beside each file; serve those instead of compressing per request.
    preCompressed: true,
    allowedPath: (path) => serveSourceMaps || !path.endsWith('.map'),
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
    },
  });
  return true;
}

/** True for a browser navigation the client's router should answer. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  // A missing file (a stale chunk, an icon) must stay a 404: HTML in its place breaks the page.
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

function isConsolePath(path: string): boolean {
  return path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`);
}

/** Answers a navigation with the game's index.html, or the console's under /admin. */
export function sendIndexHtml(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const page = isConsolePath(request.url.split('?')[0] ?? '/') ? 'admin/index.html' : 'index.html';
  return reply.header('cache-control', REVALIDATE).sendFile(page);
}
