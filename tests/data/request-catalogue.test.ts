/** Every message of the error catalogue (docs/product.md, section 8), through a real local server. */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestJson } from '#client/data/network/request.ts';
import { readSettings } from '#client/data/storage/settings.ts';
import { RequestError } from '#client/data/transport/request-error.ts';
import { CLIENT_ERRORS_PATH } from '#client/data/transport/report.ts';
import { startStubServer, type StubRequest, type StubServer } from './helpers/stub-server.ts';
import { testContext, type TestContext } from './helpers/context.ts';

const FAR_FUTURE = Date.now() + 86_400_000;
const anything = z.unknown();

let server: StubServer;
let test: TestContext;

beforeAll(async () => {
  server = await startStubServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  test = testContext({ baseUrl: server.url });
});
afterEach(async () => {
  await test.close();
});

/** Answers the login, then `answer` for /api/thing; records nothing else. */
function serve(answer: Parameters<StubServer['handle']>[0]): void {
  server.handle((request) => {
    if (request.path === '/backend/auth/telegram') return { body: { session: 'token-1', expire: FAR_FUTURE } };
    if (request.path === CLIENT_ERRORS_PATH) return { status: 204 };
    return answer(request);
  });
}

async function failure(mode: 'toast' | 'throw' = 'throw'): Promise<RequestError> {
  const error = await requestJson(test.context, { method: 'GET', path: '/api/thing', schema: anything, mode }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof RequestError)) throw new Error(`expected a RequestError, got ${String(error)}`);
  return error;
}

/** The reports sent so far, once `count` have arrived (reports are fire-and-forget). */
function reportsArrived(count: number): Promise<StubRequest[]> {
  return server.received(CLIENT_ERRORS_PATH, count);
}

/**
 * Whether the client decided to report anything. The decision is taken, and recorded, the moment a
 * failure settles, before any report is sent: nothing recorded means nothing will be sent.
 */
function reportsDecided(): string[] {
  return [...test.context.http.reported.keys()];
}

function toasts(): unknown[] {
  return test.events.filter((event) => event.type === 'toast').map((event) => event.payload);
}

describe('the request layer', () => {
  it('sends the bearer token of the login on every request and stores the Version header', async () => {
    serve(() => ({ body: { ok: 1 }, headers: { version: 'build-7' } }));
    await requestJson(test.context, { method: 'GET', path: '/api/thing', schema: anything });
    await requestJson(test.context, { method: 'POST', path: '/api/thing', body: { a: 1 }, schema: anything });
    const calls = server.requests.filter((request) => request.path === '/api/thing');
    expect(calls.map((request) => request.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
    expect(server.requests.filter((request) => request.path === '/backend/auth/telegram')).toHaveLength(1);
    await expect.poll(async () => (await readSettings(test.context.db)).version).toBe('build-7');
  });

  it('announces an update when the server runs another build', async () => {
    const other = testContext({ baseUrl: server.url, buildId: 'build-1' });
    serve(() => ({ body: { ok: 1 }, headers: { version: 'build-2' } }));
    await requestJson(other.context, { method: 'GET', path: '/api/thing', schema: anything });
    expect(other.events).toContainEqual({ type: 'update-ready', payload: { serverVersion: 'build-2' } });
    await other.close();
  });

  it('times out after the timeout with "Request timed out", unreported', async () => {
    // The answer never comes: only the client's timeout can end the request. A stored session: the
    // short timeout must not meet a login, whose answer does come, only later on a loaded machine.
    const impatient = testContext({ baseUrl: server.url, timeoutMs: 100 });
    await impatient.context.db.session.put({ id: 'session', token: 'token-1', expire: FAR_FUTURE });
    serve(() => ({ hold: true }));
    const error = await requestJson(impatient.context, { method: 'GET', path: '/api/thing', schema: anything, mode: 'toast' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timed out' });
    expect(impatient.events.filter((event) => event.type === 'toast').map((event) => event.payload)).toEqual([
      { message: 'Request timed out', reason: undefined, source: '/api/thing' },
    ]);
    expect([...impatient.context.http.reported.keys()]).toEqual([]);
    await impatient.close();
  });

  it('uses the message field of a non-ok answer and reports it', async () => {
    serve(() => ({ status: 409, body: { message: 'Cycle still running', reason: 'CYCLE_RUNNING' } }));
    const error = await failure();
    expect(error).toMatchObject({ message: 'Cycle still running', reason: 'CYCLE_RUNNING', status: 409 });
    const reports = await reportsArrived(1);
    expect(reports).toHaveLength(1);
    expect(reportsDecided()).toHaveLength(1);
    const report = JSON.parse(reports[0]?.body ?? '{}') as Record<string, unknown>;
    expect(report).toMatchObject({ message: 'Cycle still running', endpoint: '/api/thing' });
    expect(typeof report.timestamp).toBe('number');
    expect(report).toHaveProperty('stack');
    expect(report).toHaveProperty('context');
  });

  it('uses the error field when there is no message field', async () => {
    serve(() => ({ status: 400, body: { error: 'Bad Request' } }));
    expect((await failure()).message).toBe('Bad Request');
  });

  it('gives "403 Error: Forbidden" for a 403', async () => {
    serve(() => ({ status: 403, body: { message: 'Forbidden', reason: 'FORBIDDEN' } }));
    expect((await failure()).message).toBe('403 Error: Forbidden');
  });

  it('shows a toast with the message in toast mode and only throws in throw mode', async () => {
    serve(() => ({ status: 422, body: { message: 'No spins left', reason: 'NO_SPINS' } }));
    const thrown = await failure('throw');
    expect(thrown.shown).toBe(false);
    expect(toasts()).toEqual([]);
    const shown = await failure('toast');
    expect(shown.shown).toBe(true);
    expect(toasts()).toEqual([{ message: 'No spins left', reason: 'NO_SPINS', source: '/api/thing' }]);
  });

  it('shows "Service is currently unavailable. Please try again later." for a message about the database', async () => {
    serve(() => ({
      status: 503,
      body: { message: 'The database is unavailable, please try again later.', reason: 'DATABASE_UNAVAILABLE' },
    }));
    const error = await failure('toast');
    expect(error.message).toBe('Service is currently unavailable. Please try again later.');
    expect(error.serverMessage).toBe('The database is unavailable, please try again later.');
    expect(toasts()).toHaveLength(1);
  });

  it('gives "Response is undefined or empty" for an empty answer', async () => {
    serve(() => ({ status: 200 }));
    const error = await failure();
    expect(error).toMatchObject({ kind: 'empty', message: 'Response is undefined or empty' });
  });

  it('does not report "Unexpected token" (an HTML page instead of JSON) nor "Not enough resources"', async () => {
    serve(() => ({ status: 200, body: '<html>proxy error</html>' }));
    const unparseable = await failure();
    expect(unparseable.message).toContain('Unexpected token');
    serve(() => ({ status: 409, body: { message: 'Not enough resources', reason: 'NOT_ENOUGH_RESOURCES' } }));
    expect((await failure()).message).toBe('Not enough resources');
    expect(reportsDecided()).toEqual([]);
  });

  it('says "HTTP error! status: {code}" when the login fails', async () => {
    server.handle((request) =>
      request.path === '/backend/auth/telegram' ? { status: 401, body: { message: 'bad', reason: 'AUTH_INVALID' } } : { body: {} },
    );
    const error = await failure();
    expect(error).toMatchObject({ kind: 'login', message: 'HTTP error! status: 401', status: 401 });
  });

  it('shows "No active season found. Please wait for the next season to start." between seasons', async () => {
    serve(() => ({ status: 404, body: { message: 'No active season found.', reason: 'NO_ACTIVE_SEASON' } }));
    const error = await failure();
    expect(error.message).toBe('No active season found. Please wait for the next season to start.');
    expect(test.events).toContainEqual({
      type: 'no-active-season',
      payload: { message: 'No active season found. Please wait for the next season to start.' },
    });
  });

  it('reloads when an answer says season-or-event-end-updated-used-refresh, without a toast', async () => {
    serve(() => ({ status: 409, body: { message: 'season-or-event-end-updated-used-refresh', reason: 'SEASON_CHANGED' } }));
    await failure('toast');
    expect(test.reloads()).toBe(1);
    expect(toasts()).toEqual([]);
  });

  it('fails with a network error when nothing listens, unreported', async () => {
    const offline = testContext({ baseUrl: 'http://127.0.0.1:9' });
    await offline.context.db.session.put({ id: 'session', token: 't', expire: FAR_FUTURE });
    const error = await requestJson(offline.context, { method: 'GET', path: '/api/thing', schema: anything }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe('network');
    expect((error as RequestError).transient).toBe(true);
    await offline.close();
  });

  it('refuses an answer that does not match the schema', async () => {
    serve(() => ({ body: { count: 'three' } }));
    const error = await requestJson(test.context, { method: 'GET', path: '/api/thing', schema: z.object({ count: z.number() }) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'schema' });
  });

  it('asks for the 500 page (and reports) only for a failure the catalogue does not list', async () => {
    const pages = () => test.events.filter((event) => event.type === 'request-failed');
    serve(() => ({ body: { count: 'three' } }));
    await requestJson(test.context, { method: 'GET', path: '/api/thing', schema: z.object({ count: z.number() }), mode: 'toast' }).catch(
      () => undefined,
    );
    expect(pages()).toEqual([
      {
        type: 'request-failed',
        payload: { message: expect.stringContaining('Invalid response from /api/thing') as string, endpoint: '/api/thing' },
      },
    ]);
    expect(test.events.filter((event) => event.type === 'toast')).toEqual([]);
    expect(reportsDecided()).toHaveLength(1);
    // Listed failures keep their own treatment: a toast, the "Unexpected token" loading, a timeout.
    serve(() => ({ status: 500, body: { message: 'Internal server error' } }));
    await failure('toast');
    serve(() => ({ status: 200, body: '<html>proxy error</html>' }));
    await failure('toast');
    expect(pages()).toHaveLength(1);
  });
});

describe('the session', () => {
  it('is cleared and renewed when it has no expiry', async () => {
    serve(() => ({ body: { ok: 1 } }));
    await test.context.db.session.put({ id: 'session', token: 'old', expire: undefined });
    await requestJson(test.context, { method: 'GET', path: '/api/thing', schema: anything });
    expect(server.requests.find((request) => request.path === '/api/thing')?.headers.authorization).toBe('Bearer token-1');
    expect(await test.context.db.session.get('session')).toEqual({ id: 'session', token: 'token-1', expire: FAR_FUTURE });
  });

  it('is cleared and renewed when its expiry has passed, and kept while it has not', async () => {
    serve(() => ({ body: { ok: 1 } }));
    await test.context.db.session.put({ id: 'session', token: 'old', expire: Date.now() - 1 });
    await requestJson(test.context, { method: 'GET', path: '/api/thing', schema: anything });
    await test.context.db.session.put({ id: 'session', token: 'still-good', expire: FAR_FUTURE });
    await requestJson(test.context, { method: 'GET', path: '/api/thing', schema: anything });
    const tokens = server.requests.filter((request) => request.path === '/api/thing').map((request) => request.headers.authorization);
    expect(tokens).toEqual(['Bearer token-1', 'Bearer still-good']);
  });

  it('sends the raw launch data as the login body', async () => {
    serve(() => ({ body: { ok: 1 } }));
    await requestJson(test.context, { method: 'GET', path: '/api/thing', schema: anything });
    const loginRequest = server.requests.find((request) => request.path === '/backend/auth/telegram');
    expect(loginRequest?.body).toBe('query_id=test&user=%7B%22id%22%3A1%7D&hash=abc');
    expect(loginRequest?.headers.authorization).toBeUndefined();
  });
});
