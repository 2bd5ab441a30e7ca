/**
 * A network whose every decision comes from a seeded schedule, after tldraw's sync fuzz: each
 * request is delivered and answered; or lost on the way; or answered by the server and the answer
 * lost; or held: the client hears nothing until its own timeout, and the request reaches the
 * server when the schedule says (before the retry, after it, or never). Nothing here waits on a
 * clock: the client's timeout is a fake timer the test fires (see network-clock.ts).
 */
import type { RandomSource } from './random-source.ts';

export type Fate = 'deliver' | 'lose-request' | 'lose-answer' | 'hold';

/** Chance of each fault for one request; the rest are delivered. */
export interface FaultRates {
  loseRequest: number;
  loseAnswer: number;
  hold: number;
}

export interface HeldRequest {
  readonly label: string;
  /** The client still waits for the answer (its timeout has not fired). */
  readonly waiting: boolean;
}

export interface SeededNetwork {
  fetch: typeof fetch;
  /** False: every request fails at once, as on a device without network. */
  up: boolean;
  /** Requests held in the network, neither delivered nor dropped yet. */
  readonly held: readonly HeldRequest[];
  /** Fates drawn so far. */
  readonly fates: Record<Fate, number>;
  /** Held requests that reached the server late. */
  readonly lateDeliveries: number;
  /** Resolves once a request is held while its client waits for the answer. */
  whenStuck(): Promise<void>;
  /** Delivers a held request to the server now (nobody reads its answer). */
  deliver(request: HeldRequest): Promise<void>;
  /** Forgets a held request: it never reaches the server. */
  drop(request: HeldRequest): void;
}

export interface SeededNetworkOptions {
  name: string;
  /** Where delivered requests go (the app in-process). */
  server: typeof fetch;
  random: RandomSource;
  rates: FaultRates;
  /** Every decision, for the failure report. */
  log: (line: string) => void;
}

interface Held extends HeldRequest {
  waiting: boolean;
  send(): Promise<void>;
}

function describeRequest(input: string | URL | Request, init: RequestInit | undefined): string {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const key = new Headers(init?.headers).get('idempotency-key');
  return `${init?.method ?? 'GET'} ${url.pathname}${key === null ? '' : ` [${key}]`}`;
}

function drawFate(random: RandomSource, rates: FaultRates): Fate {
  const draw = random.next();
  if (draw < rates.loseRequest) return 'lose-request';
  if (draw < rates.loseRequest + rates.loseAnswer) return 'lose-answer';
  if (draw < rates.loseRequest + rates.loseAnswer + rates.hold) return 'hold';
  return 'deliver';
}

export function seededNetwork(options: SeededNetworkOptions): SeededNetwork {
  const { name, server, random, rates, log } = options;
  const held: Held[] = [];
  const fates: Record<Fate, number> = { deliver: 0, 'lose-request': 0, 'lose-answer': 0, hold: 0 };
  const stuckListeners: (() => void)[] = [];
  let lateDeliveries = 0;

  /** Sends to the server and reads the whole answer, which nobody will see. */
  async function reachServer(input: string | URL | Request, init: RequestInit | undefined): Promise<void> {
    const { signal: _signal, ...rest } = init ?? {};
    await (await server(input, rest)).arrayBuffer();
  }

  function hold(input: string | URL | Request, init: RequestInit | undefined, label: string): Promise<Response> {
    return new Promise((_, reject) => {
      const request: Held = { label, waiting: true, send: () => reachServer(input, init) };
      held.push(request);
      // Like a real fetch, the promise fails when the client aborts it (its timeout).
      init?.signal?.addEventListener(
        'abort',
        () => {
          request.waiting = false;
          log(`${name}: timeout ${label}`);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        },
        { once: true },
      );
      for (const listener of stuckListeners.splice(0)) listener();
    });
  }

  const network: SeededNetwork = {
    up: true,
    held,
    fates,
    get lateDeliveries() {
      return lateDeliveries;
    },
    async fetch(input, init) {
      const label = describeRequest(input, init);
      if (!network.up) throw new TypeError('fetch failed');
      const fate = drawFate(random, rates);
      fates[fate] += 1;
      if (fate !== 'deliver') log(`${name}: ${fate} ${label}`);
      if (fate === 'lose-request') throw new TypeError('fetch failed');
      if (fate === 'hold') return hold(input, init, label);
      if (fate === 'lose-answer') {
        await reachServer(input, init);
        throw new TypeError('fetch failed');
      }
      return server(input, init);
    },
    whenStuck() {
      if (held.some((request) => request.waiting)) return Promise.resolve();
      return new Promise((resolve) => stuckListeners.push(resolve));
    },
    async deliver(request) {
      const index = held.indexOf(request as Held);
      if (index < 0) throw new Error(`${request.label} is not held`);
      const [taken] = held.splice(index, 1);
      lateDeliveries += 1;
      log(`${name}: late delivery ${request.label}${request.waiting ? ' (client still waiting)' : ''}`);
      await taken?.send();
    },
    drop(request) {
      const index = held.indexOf(request as Held);
      if (index >= 0) held.splice(index, 1);
      log(`${name}: dropped ${request.label}`);
    },
  };
  return network;
}
