/**
 * Abuse: what an attacker tries around the game rules (limits, connections, storage, proofs of an ad
 * view, referrals, seasons), against real server processes in production mode on a scratch PostgreSQL
 * database and the local Redis. Each row is a class of attack, what the server did, and what was
 * measured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import { openPostgres } from '#server/db/database';
import { botMessages, idempotencyKeys } from '#server/db/schema';
import { loginResponseSchema } from '#protocol/auth';
import { runAdminCommand } from '#server/admin/commands';
import { startBotApiStub } from '../server/helpers/bot-api-stub.ts';
import { startAd, watchAd } from './helpers/ads.ts';
import { act, call, createPlayer, freshKey, reasonOf, type Answer } from './helpers/players.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { serverEnv, startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { recordResult } from './results.ts';

const REDIS_URL =
  process.env.TEST_REDIS_URL !== undefined && process.env.TEST_REDIS_URL !== '' ? process.env.TEST_REDIS_URL : 'redis://127.0.0.1:6379/0';
const rows: string[] = [];
const ADSGRAM_SECRET = 'adsgram-secret-of-the-abuse-proof';
/** Telegram's own sample: a bot token and launch data with a hash and no `signature` field (auth_date 2022). */
const SAMPLE_BOT_TOKEN = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
const SAMPLE_USER_ID = 279058397;
const SAMPLE_INIT_DATA =
  'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';

function row(attack: string, answer: string, measured: string): void {
  rows.push(`| ${attack} | ${answer} | ${measured} |`);
}

function statuses(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

describe('abuse: every class refused on the real server', () => {
  let scratch: ScratchDatabase;
  const servers: ServerProcess[] = [];
  let plain: Promise<ServerProcess> | undefined;

  /**
   * The server of the default production configuration, started by the first test that needs it
   * and shared by the rest (their players are their own): a process start costs about 2 CPU-seconds.
   */
  function plainServer(): Promise<ServerProcess> {
    plain ??= startServerProcess(serverEnv({ DATABASE_URL: scratch.url }), 'plain').then((server) => {
      servers.push(server);
      return server;
    });
    return plain;
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase('abuse');
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all(servers.map((server) => server.stop()));
    await scratch.drop();
    expect(codes.every((code) => code === 0)).toBe(true);
    const markdown = ['| attack | answer | measured |', '|---|---|---|', ...rows].join('\n');
    console.log(`\n${markdown}\n`);
    recordResult('abuse', markdown);
  });

  it('counts every spelling of a path, on two instances sharing Redis, exactly to the budget', async () => {
    const limits = { RATE_LIMIT_PER_ADDRESS: '600', RATE_LIMIT_PER_SESSION: '300', REDIS_URL, REDIS_KEY_PREFIX: `proof:${randomUUID()}:` };
    const env = serverEnv({ DATABASE_URL: scratch.url, ...limits });
    const [a, b] = await Promise.all([startServerProcess(env, 'A'), startServerProcess(env, 'B')]);
    servers.push(a, b);
    const session = await createPlayer(a.url, { id: 950_000_001 });
    // createPlayer used 2 of the address budget and 1 of the session's.
    const spellings = ['/backend/hub/game-user', '/%62ackend/hub/game-user', '/backend/%68ub/game-user', '/backend/hub/game-%75ser'];
    const answers: Answer[] = [];
    for (let round = 0; round < 20; round++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            call(`${(index % 2 === 0 ? a : b).url}${spellings[index % spellings.length] ?? ''}`, {
              headers: { authorization: `Bearer ${session}` },
            }),
          ),
        )),
      );
    const counted = statuses(answers);
    expect(counted[200]).toBe(299);
    expect(counted[429]).toBe(101);
    row(
      'one session spreads 400 game-user reads over 4 spellings of the path (`/%62ackend/...`) and two instances, budget 300 per session',
      `${counted[200]} × 200, then 429 RATE_LIMITED with Retry-After`,
      'exactly the budget: 299 + the 1 read that created the player; counters shared through Redis',
    );

    const logins = await Promise.all(
      Array.from({ length: 700 }, (_, index) =>
        call(`${(index % 2 === 0 ? a : b).url}${index % 2 === 0 ? '/%62ackend/auth/telegram' : '/backend/auth/telegram'}`, {
          method: 'POST',
          body: 'x',
          headers: { 'content-type': 'text/plain' },
        }),
      ),
    );
    const loginCounts = statuses(logins);
    // The address already spent 2 (createPlayer) + 400 (the reads above).
    expect(loginCounts[429]).toBe(700 - (600 - 402));
    row(
      '700 logins from one address at once, half spelled `/%62ackend/auth/telegram`, over two instances (address budget 600)',
      `${600 - 402} answered (refused as bad launch data), ${loginCounts[429]} × 429`,
      'the address budget holds across spellings, instances and routes, login included',
    );
  });

  it('holds the door against a client keeping sockets open with unfinished headers', async () => {
    const server = await startServerProcess(serverEnv({ DATABASE_URL: scratch.url, MAX_CONNECTIONS_PER_ADDRESS: '100' }), 'idle');
    servers.push(server);
    const HELD = 1000;
    const started = performance.now();
    const held = await Promise.all(
      Array.from(
        { length: HELD },
        () =>
          new Promise<{ socket: Socket; closed: Promise<number> }>((resolve) => {
            const socket = connect({ port: server.port, host: '127.0.0.1' });
            const closed = new Promise<number>((done) =>
              socket.once('close', () => {
                done(performance.now() - started);
              }),
            );
            socket.once('error', () => undefined);
            // Read what comes (the 408), or the end of the stream is never seen.
            socket.resume();
            socket.once('connect', () => {
              socket.write('GET /health HTTP/1.1\r\nHost: proof\r\nX-Slow: ');
              resolve({ socket, closed });
            });
            socket.once('close', () => {
              resolve({ socket, closed });
            });
          }),
      ),
    );
    // Another player, from another address, is served while the sockets are held.
    const other = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.2' });
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.once('connect', () => socket.write('GET /health HTTP/1.1\r\nHost: proof\r\nConnection: close\r\n\r\n'));
      socket.once('close', () => {
        resolve(received);
      });
      socket.once('error', () => undefined);
    });
    expect(other).toMatch(/^HTTP\/1\.1 200/);
    const closedAfter = await Promise.all(held.map((entry) => entry.closed));
    const late = Math.max(...closedAfter);
    const refusedAtOnce = closedAfter.filter((ms) => ms < 5_000).length;
    expect(late).toBeLessThan(15_000);
    expect(refusedAtOnce).toBeGreaterThanOrEqual(HELD - 100);
    row(
      `one address opens ${HELD} sockets and never finishes the headers (the attack that reset every other client)`,
      `${refusedAtOnce} closed at once (100 per address), the rest answered 408 and closed; another address served 200 meanwhile`,
      `last held socket closed after ${(late / 1000).toFixed(1)} s (headers time-out 10 s)`,
    );
  });

  it('reads and settles the player once per GraphQL request, and counts the cost of every alias', async () => {
    const METRICS_TOKEN = `proof-${randomUUID()}`;
    const server = await startServerProcess(serverEnv({ DATABASE_URL: scratch.url, METRICS_TOKEN }), 'graphql');
    servers.push(server);
    const session = await createPlayer(server.url, { id: 950_000_030 });
    const reads = async () => {
      const metrics = await call(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const line = metrics.text.split('\n').find((entry) => entry.startsWith('harvest_player_reads_total '));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const post = (query: string) =>
      call(`${server.url}/backend/hub/graphql/`, {
        method: 'POST',
        body: JSON.stringify({ query }),
        headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      });
    const aliased = `{ ${Array.from({ length: 10 }, (_, index) => `p${index}: ProducerList { _id level }`).join(' ')} }`;
    const REQUESTS = 100;
    const before = await reads();
    const answers: Answer[] = [];
    for (let wave = 0; wave < REQUESTS / 20; wave++) answers.push(...(await Promise.all(Array.from({ length: 20 }, () => post(aliased)))));
    const perRequest = ((await reads()) - before) / REQUESTS;
    expect(statuses(answers)).toEqual({ 200: REQUESTS });
    expect(perRequest).toBe(1);
    row(
      `${REQUESTS} GraphQL requests, each asking \`ProducerList\` under 10 aliases`,
      `${REQUESTS} × 200`,
      `${perRequest} player read per request (every root field read and settled the player: 10)`,
    );
    const fields =
      '_id name snapshot_time interval is_continues resource type tier outputs boosts level inputs next_level { amounts interval } is_continues_level cycle_started_at cycles';
    const spread = `{ ${Array.from({ length: 10 }, (_, index) => `p${index}: ProducerList { ...P }`).join(' ')} } fragment P on Producer { ${fields} }`;
    const costly = await post(spread);
    const message = (costly.json as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message ?? '';
    expect(costly.status).toBe(400);
    expect(message).toMatch(/^Query too costly: 280 /);
    row(
      '10 aliases of `ProducerList` spreading one fragment of every producer field (counted once, it looked like 28 fields)',
      `${costly.status}: ${message.replaceAll('|', '/')}`,
      'a root field costs 10 plus a field selected in it, each alias and each fragment use counted; budget 200 a document',
    );
  });

  it('keeps one answer per key for actions that change nothing, until the 24 h expiry', async () => {
    const server = await plainServer();
    const database = openPostgres(scratch.url, { poolSize: 1 });
    try {
      const keys = async () => (await database.db.select({ n: count() }).from(idempotencyKeys))[0]?.n ?? 0;
      const session = await createPlayer(server.url, { id: 950_000_002 });
      const before = await keys();
      const TOGGLES = 500;
      const answers: Answer[] = [];
      for (let round = 0; round < TOGGLES / 50; round++)
        answers.push(...(await Promise.all(Array.from({ length: 50 }, () => act(server.url, session, 'water-toggle', { on: false })))));
      expect(statuses(answers)).toEqual({ 200: TOGGLES });
      const added = (await keys()) - before;
      expect(added).toBe(TOGGLES);
      // What the player's keys cost: their rows as stored, and the answer bases they share (docs/reliability.md).
      const bytes = async (table: 'idempotency_keys' | 'answer_bases') => {
        const result: unknown = await database.db.execute(
          sql`select coalesce(sum(pg_column_size(t.*)), 0)::float8 as n from ${sql.identifier(table)} t where user_id = ${950_000_002}`,
        );
        return Number((result as { rows: { n: unknown }[] }).rows[0]?.n);
      };
      const perKey = ((await bytes('idempotency_keys')) + (await bytes('answer_bases'))) / added;
      expect(perKey).toBeLessThan(200);
      row(
        `${TOGGLES} \`water-toggle {on:false}\` with fresh keys`,
        `${TOGGLES} × 200`,
        `${added} idempotency rows, one per key (a late copy of a no-op must replay, not undo a later move), ${Math.round(perKey)} bytes a key with its share of the answer bases (was about 2,000); every answered key expires after 24 h in a background pass on every instance`,
      );
    } finally {
      await database.close();
    }
  });

  it('counts no invite of a referrer who had not played yet', async () => {
    const server = await plainServer();
    const [first, second] = [950_000_010, 950_000_011];
    await createPlayer(server.url, { id: first, startParam: `r_${second}` });
    const late = await createPlayer(server.url, { id: second, startParam: `r_${first}` });
    expect((await act(server.url, late, 'quest-take', { questId: 'invite-1' })).status).toBe(200);
    const claim = await act(server.url, late, 'quest-claim', { questId: 'invite-1' });
    expect(claim.json).toMatchObject({ reason: 'QUEST_NOT_MET' });
    row(
      'A opens the game with B\'s link before B ever played; B then opens it with A\'s link and claims "invite 1 friend"',
      `${claim.status} QUEST_NOT_MET`,
      "B invited nobody (A's link to B is not stored); A, who existed first, is credited for B",
    );
  });

  it("sends the welcome once however many ask at once, in the server's words", async () => {
    const server = await plainServer();
    const database = openPostgres(scratch.url, { poolSize: 1 });
    try {
      const session = await createPlayer(server.url, { id: 950_000_020 });
      const CALLS = 50;
      const answers = await Promise.all(
        Array.from({ length: CALLS }, () =>
          call(`${server.url}/api/welcomeMessage`, {
            method: 'POST',
            body: JSON.stringify({
              telegramId: 950_000_020,
              welcomeText: 'Free tokens at https://evil.example',
              website: 'https://evil.example',
            }),
            headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
          }),
        ),
      );
      const messages = await database.db.select({ text: botMessages.text }).from(botMessages).where(eq(botMessages.userId, 950_000_020));
      expect(messages).toHaveLength(1);
      expect(messages.filter((message) => message.text.includes('evil'))).toEqual([]);
      row(
        `${CALLS} \`/api/welcomeMessage\` at once, with a text and a button of the player's choosing`,
        Object.entries(statuses(answers))
          .map(([status, n]) => `${n} × ${status}`)
          .join(', '),
        `${messages.length} message kept (one per kind and player: a unique key), texts from the server's templates only; the player's text and button ignored`,
      );
    } finally {
      await database.close();
    }
  });

  it('grants an ad card only for an ad the server saw start, or one Adsgram confirmed, once each', async () => {
    const [tokens, confirmed] = await Promise.all([
      plainServer(),
      startServerProcess(serverEnv({ DATABASE_URL: scratch.url, ADSGRAM_REWARD_SECRET: ADSGRAM_SECRET }), 'adsgram'),
    ]);
    servers.push(confirmed);
    const player = 950_000_030;
    const session = await createPlayer(tokens.url, { id: player });
    const CARDS = ['water', 'spin', 'user', 'insta'] as const;
    const bare = await Promise.all(
      Array.from({ length: 40 }, (_, index) => act(tokens.url, session, 'ad-card-claim', { card: CARDS[index % 4] })),
    );
    expect(statuses(bare)).toEqual({ 409: 40 });
    expect(new Set(bare.map(reasonOf))).toEqual(new Set(['AD_NOT_WATCHED']));
    const adView = await watchAd(tokens.url, session, 'spin');
    const once = await Promise.all(Array.from({ length: 20 }, () => act(tokens.url, session, 'ad-card-claim', { card: 'spin', adView })));
    expect(statuses(once)[200]).toBe(1);
    row(
      '40 bare `ad-card-claim` for the four cards (no ad watched), then 20 claims at once with one ad-view token and 20 keys',
      `40 × 409 AD_NOT_WATCHED; ${once.filter((answer) => answer.status === 200).length} × 200, the rest 409`,
      'a token is issued when the ad starts, counts 5 s later, for its player and card, and is spent once (a unique key)',
    );

    const reward = (secret: string) => call(`${confirmed.url}/adsgram/reward/${secret}?userid=${String(player)}`);
    expect((await reward('not-the-secret-of-this-server')).status).toBe(404);
    expect((await reward(ADSGRAM_SECRET)).status).toBe(204);
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        act(confirmed.url, session, 'ad-card-claim', { card: CARDS.filter((card) => card !== 'spin')[index % 3] }),
      ),
    );
    expect(statuses(claims)[200]).toBe(1);
    // The card granted is cooling down; every other claim finds no confirmation left.
    const refusals = claims.filter((answer) => answer.status !== 200).map(reasonOf);
    expect(new Set(refusals)).toEqual(new Set(['AD_NOT_WATCHED', 'COOLDOWN']));
    row(
      'with `ADSGRAM_REWARD_SECRET`: the reward URL with a wrong secret, then one confirmation and 20 claims at once of three cards',
      `404; then 1 × 200, ${refusals.filter((reason) => reason === 'AD_NOT_WATCHED').length} × 409 AD_NOT_WATCHED and ${refusals.filter((reason) => reason === 'COOLDOWN').length} × 409 COOLDOWN (the card granted)`,
      'one confirmation from Adsgram grants one card; nothing else does (tokens are not read in this mode)',
    );
  });

  it('asks Telegram once per need, takes launch data without `signature`, and heads a 400 for an undecodable URL like any answer', async () => {
    const stub = await startBotApiStub();
    try {
      const env = serverEnv({
        DATABASE_URL: scratch.url,
        BOT_TOKEN: SAMPLE_BOT_TOKEN,
        AUTH_MAX_AGE_SECONDS: '0',
        TELEGRAM_API_BASE: stub.baseUrl,
        CHANNEL_ID: '@harvest_hub',
      });
      const server = await startServerProcess(env, 'telegram');
      servers.push(server);
      const login = await call(`${server.url}/backend/auth/telegram`, {
        method: 'POST',
        body: SAMPLE_INIT_DATA,
        headers: { 'content-type': 'text/plain' },
      });
      expect(login.status, login.text).toBe(200);
      const session = loginResponseSchema.parse(login.json).session;
      expect((await call(`${server.url}/backend/hub/game-user`, { headers: { authorization: `Bearer ${session}` } })).status).toBe(200);
      row(
        "Telegram's documentation sample (hash, no `signature` field) at login, age check off",
        '200 and a session',
        'the hash is checked; the fields are read without the library parse() that insisted on `signature`',
      );

      expect((await act(server.url, session, 'quest-take', { questId: 'join-channel' })).status).toBe(200);
      stub.members.add(SAMPLE_USER_ID);
      const key = freshKey('channel');
      expect((await act(server.url, session, 'quest-claim', { questId: 'join-channel' }, key)).status).toBe(200);
      const replays = await Promise.all(
        Array.from({ length: 40 }, () => act(server.url, session, 'quest-claim', { questId: 'join-channel' }, key)),
      );
      expect(statuses(replays)).toEqual({ 200: 40 });
      const later = await act(server.url, session, 'quest-claim', { questId: 'join-channel' });
      expect(reasonOf(later)).toBe('QUEST_TAKEN');
      const asked = stub.callsOf('getChatMember').length;
      expect(asked).toBe(1);
      row(
        'the channel quest taken, claimed, the claim retried 40 times at once under its key, then claimed again under a new key',
        '41 × 200 (one answer, replayed), then 409 QUEST_TAKEN',
        `getChatMember asked ${asked} time in all: not for the take, once for the claim, never for a replayed key or a quest already done (copies of a first request racing each other may each ask)`,
      );

      const bad = await call(`${server.url}/backend/%`);
      expect(bad.status).toBe(400);
      expect(bad.headers.get('version')).toBe('proof');
      expect(bad.headers.get('cache-control')).toBe('no-store');
      expect(bad.headers.get('content-security-policy')).toContain('frame-ancestors');
      row(
        '`GET /backend/%` (a URL the router cannot decode)',
        '400 INVALID_INPUT',
        'with the Version, security and `Cache-Control: no-store` headers of every answer (no hook runs for it: frameworkErrors sets them)',
      );
    } finally {
      await stub.close();
    }
  });

  // Last: it ends the season every other test played in.
  it('repeats no once-only quest and no daily limit when the season changes on the same day', async () => {
    const server = await plainServer();
    const database = openPostgres(scratch.url, { poolSize: 1 });
    try {
      const player = await createPlayer(server.url, { id: 950_000_040 });
      await createPlayer(server.url, { id: 950_000_041, startParam: 'r_950000040' });
      const legit = async (name: string, body: unknown = {}) => {
        expect((await act(server.url, player, name, body)).status, name).toBe(200);
      };
      await legit('checkin');
      await legit('quest-take', { questId: 'invite-1' });
      await legit('quest-claim', { questId: 'invite-1' });
      await legit('ad-card-claim', { card: 'water', adView: await watchAd(server.url, player, 'water') });
      expect((await runAdminCommand(database.db, ['season', 'end'], Date.now(), { adminIds: [], osUser: 'proof' })).code).toBe(0);
      expect((await runAdminCommand(database.db, ['season', 'start'], Date.now(), { adminIds: [], osUser: 'proof' })).code).toBe(0);
      expect(reasonOf(await act(server.url, player, 'checkin'))).toBe('SEASON_CHANGED');
      const again = await Promise.all([
        act(server.url, player, 'checkin'),
        act(server.url, player, 'quest-take', { questId: 'invite-1' }),
        act(server.url, player, 'quest-claim', { questId: 'invite-1' }),
        act(server.url, player, 'ad-card-claim', { card: 'water', adView: (await startAd(server.url, player, 'water')).adView }),
      ]);
      expect(again.map(reasonOf)).toEqual(['ALREADY_CHECKED_IN', 'QUEST_TAKEN', 'QUEST_TAKEN', 'COOLDOWN']);
      row(
        'check in, claim invite-1 and the water ad card; `season end` and `season start` the same day; all of it again',
        '409 ALREADY_CHECKED_IN, QUEST_TAKEN, QUEST_TAKEN, COOLDOWN',
        'a season restarts the farm, not the player: quests, check-in, ad cards and event counts carry over',
      );
    } finally {
      await database.close();
    }
  });
});
