/** A `fetch` answered in memory by a test, for tests that fake the timers (no sockets involved). */

export type FakeRoute = (request: { method: string; path: string; headers: Headers; body: string }) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: { method: string; path: string; headers: Headers; body: string }[];
}

/** JSON response helper. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function fakeFetch(route: FakeRoute): FakeFetch {
  const calls: FakeFetch['calls'] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    calls.push(request);
    return route(request);
  };
  return { fetch: fetchImpl, calls };
}
