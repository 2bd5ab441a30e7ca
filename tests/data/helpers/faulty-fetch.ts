/**
 * A real `fetch` with injected failures on engine actions: the request lost before the server,
 * the answer lost after the server applied it, or no answer at all until the client times out
 * (the server applied it too). `up` switches the whole network off and on.
 */
import { seededRandom } from '#client/data/apply.ts';

export type FaultKind = 'lost-before' | 'lost-after' | 'timeout';

export interface FaultyFetch {
  fetch: typeof fetch;
  up: boolean;
  /** Faults injected so far, by kind. */
  injected: Record<FaultKind, number>;
}

export interface FaultRates {
  lostBefore: number;
  lostAfter: number;
  timeout: number;
}

function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

export function faultyFetch(rates: FaultRates, seed: string): FaultyFetch {
  const random = seededRandom(seed);
  const state: FaultyFetch = {
    up: true,
    injected: { 'lost-before': 0, 'lost-after': 0, timeout: 0 },
    fetch: async (input, init) => {
      if (!state.up) throw new TypeError('fetch failed');
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/backend/hub/engine/') || url.endsWith('/quest-list')) return fetch(input, init);
      const draw = random();
      if (draw < rates.lostBefore) {
        state.injected['lost-before'] += 1;
        throw new TypeError('fetch failed');
      }
      // The server gets the request in full either way; only the answer's fate differs.
      const { signal, ...rest } = init ?? {};
      const response = await fetch(input, rest);
      const text = await response.text();
      if (draw < rates.lostBefore + rates.lostAfter) {
        state.injected['lost-after'] += 1;
        throw new TypeError('fetch failed');
      }
      if (draw < rates.lostBefore + rates.lostAfter + rates.timeout) {
        state.injected.timeout += 1;
        return hangUntilAborted(signal);
      }
      return new Response(text, { status: response.status, headers: response.headers });
    },
  };
  return state;
}
