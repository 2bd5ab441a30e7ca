/**
 * A `fetch` answered by the real server app in-process through `app.inject`: every route, hook and
 * plugin runs, with no socket, port or wall-clock timeout between the client and the server.
 */
import type { FastifyInstance } from 'fastify';

/** Statuses whose answer has no body (a `Response` refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function urlOf(input: string | URL | Request): URL {
  return new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function aborted(init: RequestInit | undefined): boolean {
  return init?.signal?.aborted === true;
}

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if (aborted(init)) throw abortError();
    const url = urlOf(input);
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string') throw new TypeError('injectFetch sends string bodies only');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(body === undefined || body === null ? {} : { payload: body }),
    });
    // Like a real fetch: an answer that comes after the client gave up is not seen.
    if (aborted(init)) throw abortError();
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
