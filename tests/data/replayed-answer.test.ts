/**
 * An answer the server replays from its idempotency store carries the `serverNow` of the moment
 * the action was first applied, not of now. The client must not learn its server clock from it:
 * after a retry that comes late (the first answer lost, the player away for a while), the clock
 * would run back by the delay, and an entry queued behind the retried one would be held until the
 * rules accept it by that wrong clock (an hour for an ad card's cooldown).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AD_MIN_VIEW_MS } from '#domain/ad-cards';
import { AD_CARDS } from '#domain/catalog';
import { drain, testClient } from './helpers/client.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';

let server: GameServer;

beforeAll(async () => {
  server = await startGameServer();
});
afterAll(async () => {
  await server.close();
});

function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

it('a late retry answered from the idempotency store leaves the server clock where it is, and the next entry goes at once', async () => {
  let loseNextAnswer = false;
  let online = true;
  let replays = 0;
  const network: typeof fetch = async (input, init) => {
    // The ad-view tokens are fetched apart: the device is offline for the outbox only.
    if (!online && !urlOf(input).includes('/ad-view-start')) throw new TypeError('fetch failed');
    const response = await fetch(input, init);
    if (!urlOf(input).includes('/engine/ad-card-claim')) return response;
    if (response.headers.get('idempotent-replayed') === 'true') replays += 1;
    if (loseNextAnswer) {
      // The server applied the claim; its answer never reaches the device, which then goes offline.
      loseNextAnswer = false;
      online = false;
      await response.text();
      throw new TypeError('fetch failed');
    }
    return response;
  };
  const { client, db } = testClient(server, { userId: 4101, fetch: network });
  await client.start();

  // Each claim carries the token the server issued when its ad started, the ad's length earlier.
  const watched = async () => {
    const adView = await client.startAdView('water');
    if (adView === undefined) throw new Error('no ad-view token');
    server.clock.advance(AD_MIN_VIEW_MS);
    return { type: 'ad-card-claim', card: 'water', adView } as const;
  };
  const first = await watched();
  loseNextAnswer = true;
  expect((await client.act(first)).ok).toBe(true);
  await client.flush();
  expect(await db.outbox.count()).toBe(1);

  // An hour later, past the card's cooldown, the player claims it again and the network is back.
  server.clock.advance(AD_CARDS.water.cooldown + 1000);
  const second = await watched();
  expect((await client.act(second)).ok).toBe(true);
  expect(await db.outbox.count()).toBe(2);
  online = true;
  await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
  await drain(client, 20);

  expect(replays).toBe(1);
  expect(client.serverNow()).toBe(server.clock.now());
  const row = await db.snapshots.get('main');
  expect(row?.confirmed.adCards.water.count).toBe(2);
  expect(row?.confirmed.adCards.water.nextAvailableAt).toBe(server.clock.now() + AD_CARDS.water.cooldown);
  client.stop();
  await db.delete();
});
