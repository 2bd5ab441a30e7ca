/**
 * A bad network between the browser and the API, as a Playwright route handler on `/backend/**`:
 * while faults are on, a share of the requests is dropped before it reaches the server (abort),
 * another share after the server answered (the answer is fetched, then the connection is cut so
 * the page never sees it), and some requests wait through a latency spike on the way in or out.
 * It also counts what the page sent: engine actions, and the ones sent again under a key already
 * seen (the outbox's retries).
 */
import type { BrowserContext, Route } from 'playwright-core';
import { seededRandom } from '#client/data/store/action-context.ts';
import { HEADERS } from '#protocol/headers';

export interface NetworkStats {
  requests: number;
  /** Engine action requests (quest-list excluded). */
  actionRequests: number;
  /** Distinct idempotency keys seen. */
  keys: number;
  /** Action requests under a key seen before. */
  retries: number;
  droppedBefore: number;
  droppedAfter: number;
  spikes: number;
  /** Requests that found the server down or closing (during a restart). */
  refused: number;
  /** Answers the server replayed from its idempotency store. */
  replayed: number;
}

export interface FlakyNetwork {
  stats: NetworkStats;
  faults: boolean;
  /** Failures of the handler itself (a route the closing page no longer takes). */
  errors: string[];
  /** Requests being handled now. */
  inFlight(): number;
}

export interface FaultRates {
  /** Share of requests dropped; half before the server, half after it answered. */
  drop: number;
  /** Share of requests delayed by a spike. */
  spike: number;
  /** Spike length range, ms. */
  spikeMs: readonly [number, number];
}

const ACTION_PATH = /\/backend\/hub\/engine\/(?!quest-list)[\w-]+$/;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function flakyNetwork(context: BrowserContext, rates: FaultRates, seed: number): Promise<FlakyNetwork> {
  // The client's own seeded source, so a run's faults can be replayed.
  const random = seededRandom(String(seed));
  const seen = new Set<string>();
  let inFlight = 0;
  const network: FlakyNetwork = {
    stats: { requests: 0, actionRequests: 0, keys: 0, retries: 0, droppedBefore: 0, droppedAfter: 0, spikes: 0, refused: 0, replayed: 0 },
    faults: false,
    errors: [],
    inFlight: () => inFlight,
  };
  const { stats } = network;

  const spike = async (): Promise<void> => {
    stats.spikes += 1;
    await sleep(rates.spikeMs[0] + random() * (rates.spikeMs[1] - rates.spikeMs[0]));
  };

  async function handle(route: Route): Promise<void> {
    const request = route.request();
    stats.requests += 1;
    const key = request.headers()[HEADERS.idempotencyKey];
    if (request.method() === 'POST' && ACTION_PATH.test(new URL(request.url()).pathname) && key !== undefined) {
      stats.actionRequests += 1;
      if (seen.has(key)) stats.retries += 1;
      seen.add(key);
      stats.keys = seen.size;
    }
    if (!network.faults) {
      await route.continue();
      return;
    }
    const drop = random();
    const delay = random();
    if (delay < rates.spike / 2) await spike();
    if (drop < rates.drop / 2) {
      stats.droppedBefore += 1;
      await route.abort('connectionreset');
      return;
    }
    let response;
    try {
      response = await route.fetch();
    } catch {
      stats.refused += 1;
      await route.abort('connectionrefused');
      return;
    }
    if (response.status() === 503) stats.refused += 1;
    if (response.headers()[HEADERS.idempotentReplayed] === 'true') stats.replayed += 1;
    if (drop < rates.drop) {
      stats.droppedAfter += 1;
      await route.abort('connectionreset');
      return;
    }
    if (delay >= rates.spike / 2 && delay < rates.spike) await spike();
    await route.fulfill({ response });
  }

  await context.route('**/backend/**', async (route) => {
    inFlight += 1;
    try {
      await handle(route);
    } catch (error) {
      network.errors.push(error instanceof Error ? error.message : String(error));
    } finally {
      inFlight -= 1;
    }
  });
  return network;
}
