/**
 * GET /tonconnect-manifest.json: the TON Connect manifest a wallet fetches to show the player who
 * asks to connect. Its `url` must be the address the game is opened at, which only the deployment
 * knows, so it is made here rather than kept as a file: PUBLIC_URL when set (production), else the
 * origin the request came to (development, where the game and the manifest share one server). The
 * icon is a PNG of `public/` (wallets do not draw SVG).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

const TON_CONNECT_MANIFEST_PATH = '/tonconnect-manifest.json';

export function registerTonConnectManifestRoute(app: FastifyInstance, context: AppContext): void {
  app.get(TON_CONNECT_MANIFEST_PATH, (request, reply) => {
    const url = new URL(context.config.bot.publicUrl ?? `${request.protocol}://${request.host}/`);
    // Wallets fetch it from their own origins.
    void reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=3600');
    return { url: url.href.replace(/\/$/, ''), name: 'Harvest Hub', iconUrl: new URL('icons/icon-192.png', url).href };
  });
}
