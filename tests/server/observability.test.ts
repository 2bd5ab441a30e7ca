/**
 * What an operator watches, in production mode: /metrics behind its token, counters that move
 * with play, the probes, and log lines that name the request and the player and hold no secret.
 */
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { openPglite, openPostgres, type Database } from '#server/db/database';
import { countClientErrors } from '#server/services/client-errors';
import { prepareDatabase } from '#server/services/seasons';
import { templateDump } from './helpers/data-dir.ts';
import { usingPostgres } from './helpers/database.ts';
import { TEST_BOT_TOKEN, act, newKey, newPlayerSession, testConfig, useHarness } from './helpers/harness.ts';

const TOKEN = 'metrics-token-for-tests';
const harness = useHarness({ mode: 'production', metricsToken: TOKEN });

async function scrape(): Promise<string> {
  const response = await harness.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of the sample `name{labels}` (labels in the registry's order), 0 when absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((row) => row.startsWith(`${name}${labels === '' ? '' : `{${labels}}`} `));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('is 404 without the token, with another one, or with another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(404);
      expect(response.body).not.toContain('harvest_');
    }
  });

  it('is 404 in production when no token is configured, and open in development', async () => {
    await harness.rebuild({ metricsToken: undefined });
    expect((await harness.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } })).statusCode).toBe(404);
    await harness.rebuild({ metricsToken: undefined, mode: 'development' });
    const open = await harness.app.inject({ method: 'GET', url: '/metrics' });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('harvest_http_request_duration_seconds');
  });

  it('shows the counters moving after a short play', async () => {
    const before = await scrape();
    const session = await newPlayerSession(harness, { id: 1 });
    const key = newKey();
    const applied = await act(harness, session, 'checkin', {}, key);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await act(harness, session, 'checkin', {}, key)).headers['idempotent-replayed']).toBe('true');
    const refused = await act(harness, session, 'water-toggle', { on: true });
    expect(refused.statusCode).toBe(409);
    const reason = refused.json<{ reason: string }>().reason;
    await harness.app.inject({ method: 'GET', url: '/%62ackend/hub/season/get-data', headers: { authorization: `Bearer ${session}` } });
    await harness.call(session, { method: 'POST', url: '/api/welcomeMessage', payload: { telegramId: 1 } });
    // The welcome goes after the first open's answer, gathered with others (services/bot-queue.ts): once its try is counted.
    const after = await vi.waitFor(async () => {
      const text = await scrape();
      expect(sample(text, 'harvest_bot_messages_total', 'kind="welcome",status="retried"')).toBe(1);
      return text;
    });

    expect(sample(after, 'harvest_logins_total', 'outcome="ok"') - sample(before, 'harvest_logins_total', 'outcome="ok"')).toBe(1);
    expect(sample(after, 'harvest_new_players_total') - sample(before, 'harvest_new_players_total')).toBe(1);
    expect(sample(after, 'harvest_actions_total', 'action="checkin",outcome="applied",reason=""')).toBe(1);
    expect(sample(after, 'harvest_actions_total', 'action="checkin",outcome="replayed",reason=""')).toBe(1);
    expect(sample(after, 'harvest_actions_total', `action="water-toggle",outcome="refused",reason="${reason}"`)).toBe(1);
    const engine = 'le="+Inf",method="POST",route="/backend/hub/engine/checkin",status="200"';
    expect(sample(after, 'harvest_http_request_duration_seconds_bucket', engine)).toBe(2);
    // The route pattern, never the URL as sent.
    expect(after).toContain('route="/backend/hub/season/get-data"');
    expect(after).not.toContain('%62ackend');
    expect(sample(after, 'harvest_bot_api_calls_total', 'method="sendMessage",outcome="unreachable"')).toBe(1);
    // Telegram could not be reached: the welcome goes back to the queue for a retry.
    expect(sample(after, 'harvest_bot_messages_total', 'kind="welcome",status="retried"')).toBe(1);
    expect(sample(after, 'harvest_db_statement_duration_seconds_count', 'kind="statement"')).toBeGreaterThan(
      sample(before, 'harvest_db_statement_duration_seconds_count', 'kind="statement"'),
    );
    expect(after).toMatch(/^harvest_db_pool_connections\{state="open"\} [1-9]/m);
    expect(after).toMatch(/^harvest_event_loop_delay_seconds\{quantile="0\.99"\} /m);
  });

  it('counts client error reports by kind, any other word as "other"', async () => {
    const before = await scrape();
    const kinds = ['request', 'render', 'uncaught', 'rejection', 'a-kind-from-a-newer-client'];
    for (const kind of kinds) {
      const report = { kind, message: `broke: ${kind}`, endpoint: '/farm', context: { buildId: 'b1', route: '/farm' } };
      const response = await harness.app.inject({ method: 'POST', url: '/backend/hub/client-errors', payload: report });
      expect(response.statusCode, response.body).toBe(204);
    }
    const after = await scrape();
    const moved = (kind: string) =>
      sample(after, 'harvest_client_errors_total', `kind="${kind}"`) - sample(before, 'harvest_client_errors_total', `kind="${kind}"`);
    expect(['request', 'render', 'uncaught', 'rejection', 'other'].map(moved)).toEqual([1, 1, 1, 1, 1]);
    expect(after).not.toContain('a-kind-from-a-newer-client');
    expect(await countClientErrors(harness.database.db)).toBe(5);
  });
});

describe('probes', () => {
  it('answers liveness without the database and readiness with it; readiness fails once the database is closed', async () => {
    const clock = harness.clock;
    let database: Database;
    if (usingPostgres()) {
      // Nothing listens on port 1: every query fails to connect.
      database = openPostgres('postgres://postgres@127.0.0.1:1/none');
    } else {
      database = await openPglite(undefined, await templateDump());
      await prepareDatabase(database, clock.now());
    }
    const app = await buildApp({ config: testConfig(clock, { mode: 'production' }), database });
    try {
      if (!usingPostgres()) expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<{ reason: string }>().reason).toBe('DATABASE_UNAVAILABLE');
      const live = await app.inject({ method: 'GET', url: '/health' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ ok: true, build: 'test-build' });
    } finally {
      await app.close();
    }
  }, 240_000);
});

describe('log lines', () => {
  it('carry the request id and, after the session, the player id; never a session, launch data or the bot token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter((line) => line !== ''),
        );
        done();
      },
    });
    await harness.rebuild({ logger: { level: 'info', stream } });
    const launchData = harness.launchData({ id: 7 });
    const session = await newPlayerSession(harness, { id: 7 });
    // The welcome of the first open is sent after its answer: once its call has failed (Telegram is
    // out of reach here), and past the chat's one second, the Discord confirmation is sent by the call.
    await vi.waitFor(
      () => {
        expect(lines.some((line) => line.includes('"bot message failed"'))).toBe(true);
      },
      { timeout: 15_000 },
    );
    harness.clock.advance(1_000);
    await harness.call(session, {
      method: 'POST',
      // The welcome went with the first open; the Discord link's confirmation is a message the call sends.
      url: '/api/discord',
      payload: { discordId: '80351110224', telegramId: 7 },
      headers: { 'x-request-id': 'trace-42' },
    });
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const traced = parsed.filter((line) => line.reqId === 'trace-42');
    expect(traced.length).toBeGreaterThan(1);
    expect(traced.filter((line) => line.playerId === 7).map((line) => line.msg)).toContain('bot message failed');
    expect(parsed.every((line) => typeof line.reqId === 'string')).toBe(true);
    const all = lines.join('\n');
    for (const secret of [session, TEST_BOT_TOKEN, launchData, encodeURIComponent(launchData).slice(0, 40)])
      expect(all).not.toContain(secret);
  });
});
