/**
 * Cheating: what a player with a modified client would try, against a real server process (production
 * mode, PostgreSQL scratch database, the real clock). Each cheat is refused with the right reason, and
 * the database shows it changed nothing: the players' game state (all but the contact times
 * `lastSeen`/`settledAt`), the token ledger and the draws are as before; the only row a refused action
 * leaves is its idempotency key holding the refusal, so a retry stays refused.
 *
 * Referrals are the exception that proves the rule: the first login through a link credits the
 * referrer once (the legit part), and every replay of it credits nothing more.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerState } from '#domain/player';
import { engineResponseSchema } from '#protocol/engine';
import { gameUserResponseSchema } from '#protocol/game-user';
import { GAME_USER_EVENT_LIST_QUERY } from '#protocol/graphql';
import { signSession } from '#server/auth/session-token';
import { openPostgres, type Database } from '#server/db/database';
import { drawLog, idempotencyKeys, tokenLedger, users } from '#server/db/schema';
import { startAd, watchAd } from './helpers/ads.ts';
import { act, call, createPlayer, freshKey, launchData, login, reasonOf, type Answer, type PlayerSpec } from './helpers/players.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { serverEnv, startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { recordResult } from './results.ts';

const CHEATER: PlayerSpec = { id: 940_000_001 };
const REFERRER: PlayerSpec = { id: 940_000_002 };
const FRIEND: PlayerSpec = { id: 940_000_003, startParam: `r_${REFERRER.id}` };
const RACING_FRIEND: PlayerSpec = { id: 940_000_004, startParam: `r_${REFERRER.id}`, premium: true };
const SELF_REFERRED: PlayerSpec = { id: 940_000_005, startParam: 'r_940000005' };
const REFERRED_BY_NOBODY: PlayerSpec = { id: 940_000_006, startParam: 'r_999999999' };
const SPROUTER = { producerId: 'sprouter', season: 'main' };

interface Snapshot {
  /** Game state of every player, without the contact times a refused action still records. */
  states: Record<string, unknown>;
  ledger: unknown[];
  draws: unknown[];
  keys: { userId: number; key: string; statusCode: number }[];
}

const rows: string[] = [];

describe('cheating: every cheat refused, nothing changed', () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess;
  let database: Database;
  let base: string;
  let cheater: string;

  async function snapshot(): Promise<Snapshot> {
    const players = await database.db
      .select({
        id: users.telegramId,
        state: users.state,
        seasonTokens: users.seasonTokens,
        premium: users.premium,
        referrerId: users.referrerId,
      })
      .from(users)
      .orderBy(asc(users.telegramId));
    const states: Record<string, unknown> = {};
    for (const player of players) {
      const { lastSeen: _lastSeen, settledAt: _settledAt, ...game } = player.state as PlayerState;
      states[player.id] = { ...player, state: game };
    }
    return {
      states,
      ledger: await database.db.select().from(tokenLedger).orderBy(asc(tokenLedger.id)),
      draws: await database.db.select().from(drawLog).orderBy(asc(drawLog.id)),
      keys: await database.db
        .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key, statusCode: idempotencyKeys.statusCode })
        .from(idempotencyKeys),
    };
  }

  /**
   * Runs `attempt`, expects `status`/`reason`, and that state, ledger and draws did not move; `key` is
   * the attempt's Idempotency-Key, the one row a refused action may add. `shown` words the table row.
   */
  async function refused(
    cheat: string,
    attempt: () => Promise<Answer>,
    status: number,
    reason: string,
    options: { key?: string; shown?: [string, string] } = {},
  ): Promise<Answer> {
    const { key, shown } = options;
    const before = await snapshot();
    const answer = await attempt();
    const after = await snapshot();
    expect(`${answer.status} ${reasonOf(answer)}`, `${cheat}: ${answer.text.slice(0, 300)}`).toBe(`${status} ${reason}`);
    expect(after.states, cheat).toEqual(before.states);
    expect(after.ledger, cheat).toEqual(before.ledger);
    expect(after.draws, cheat).toEqual(before.draws);
    const known = new Set(before.keys.map((row) => `${row.userId}/${row.key}`));
    const added = after.keys.filter((row) => !known.has(`${row.userId}/${row.key}`));
    // A refused action keeps its key and the refusal (a retry replays it); nothing else is stored.
    expect(
      added.map((row) => [row.key, row.statusCode]),
      cheat,
    ).toEqual(key === undefined || status < 409 ? [] : [[key, status]]);
    rows.push(`| ${cheat} | ${shown?.[0] ?? `${status} ${reason}`} | ${shown?.[1] ?? 'unchanged'} |`);
    return answer;
  }

  const bearer = (session: string) => ({ authorization: `Bearer ${session}` });
  const gameUser = (session: string, headers: Record<string, string> = {}) =>
    call(`${base}/backend/hub/game-user`, { headers: { ...bearer(session), ...headers } });
  const engine = (name: string, body: unknown = {}, key = freshKey('cheat'), session = cheater) => act(base, session, name, body, key);
  /** A cheat that is an engine action: sent with a fresh key, which may keep only the refusal. */
  const refusedAction = (cheat: string, name: string, body: unknown, status: number, reason: string) => {
    const key = freshKey('cheat');
    return refused(cheat, () => engine(name, body, key), status, reason, { key });
  };
  const legit = async (name: string, body: unknown = {}) => {
    const answer = await engine(name, body);
    expect(answer.status, `${name}: ${answer.text}`).toBe(200);
    return engineResponseSchema.parse(answer.json);
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase('cheating');
    server = await startServerProcess(serverEnv({ DATABASE_URL: scratch.url, TELEGRAM_API_BASE: 'http://127.0.0.1:9' }), 'server');
    base = server.url;
    database = openPostgres(scratch.url, { poolSize: 2 });
    cheater = await createPlayer(base, CHEATER);
    await createPlayer(base, REFERRER);
  }, 120_000);

  afterAll(async () => {
    const code = await server.stop();
    await database.close();
    await scratch.drop();
    expect(code).toBe(0);
    const markdown = ['| cheat | answer | state and ledger |', '|---|---|---|', ...rows].join('\n');
    console.log(`\n${markdown}\n`);
    recordResult('cheating', markdown);
  });

  it('refuses production that is not ready yet', async () => {
    await legit('producer-start', SPROUTER);
    await refusedAction(
      'collect the Seed Sprouter right after starting it (5 s cycle)',
      'producer-collect',
      SPROUTER,
      409,
      'CYCLE_NOT_READY',
    );
    await refusedAction('start a second cycle while one runs', 'producer-start', SPROUTER, 409, 'CYCLE_RUNNING');
    await legit('quest-take', { questId: 'follow-tiktok' });
    await refusedAction(
      'claim the TikTok quest right after taking it (claimable after 30 s)',
      'quest-claim',
      { questId: 'follow-tiktok' },
      409,
      'QUEST_NOT_MET',
    );
    await refusedAction('claim a quest never taken', 'quest-claim', { questId: 'follow-linkedin' }, 409, 'QUEST_NOT_TAKEN');
    await legit('quest-take', { questId: 'invite-1' });
    await refusedAction('claim "invite 1 friend" without a friend', 'quest-claim', { questId: 'invite-1' }, 409, 'QUEST_NOT_MET');
    await refusedAction('take the same quest twice', 'quest-take', { questId: 'invite-1' }, 409, 'QUEST_TAKEN');
  });

  it('gains nothing by claiming the time an action was made (`Action-Time`)', async () => {
    /** An engine action claiming it was made at `at` (ms): a fresh key, which may keep only the refusal. */
    const claiming = (cheat: string, name: string, body: unknown, at: number, reason: string) => {
      const key = freshKey('cheat');
      return refused(cheat, () => act(base, cheater, name, body, key, { 'action-time': String(at) }), 409, reason, { key });
    };
    const hour = 3_600_000;
    await claiming(
      'collect the running Sprouter claiming it is an hour later',
      'producer-collect',
      SPROUTER,
      Date.now() + hour,
      'CYCLE_NOT_READY',
    );
    await claiming(
      'collect it claiming the cycle ended a day ago',
      'producer-collect',
      SPROUTER,
      Date.now() - 24 * hour,
      'CYCLE_NOT_READY',
    );
    await claiming(
      'claim the TikTok quest claiming it is an hour later',
      'quest-claim',
      { questId: 'follow-tiktok' },
      Date.now() + hour,
      'QUEST_NOT_MET',
    );
    // Accepted, but at the server's now at the latest: no time is gained, no production runs ahead.
    const answer = await act(base, cheater, 'quest-take', { questId: 'follow-linkedin' }, freshKey('cheat'), {
      'action-time': String(Date.now() + 24 * hour),
    });
    const answered = Date.now();
    expect(answer.status, answer.text).toBe(200);
    const [row] = await database.db.select({ state: users.state }).from(users).where(eq(users.telegramId, CHEATER.id));
    const state = row?.state as PlayerState;
    expect(state.settledAt).toBeLessThanOrEqual(answered);
    expect(state.quests['follow-linkedin']?.takenAt).toBeLessThanOrEqual(answered);
    rows.push("| take a quest claiming it is a day later | 200, applied at the server's now | settled no further than now, taken now |");
  });

  it('refuses buying and upgrading without the resources', async () => {
    await refusedAction(
      'buy a Wheat Field with 100 of its 150 seeds',
      'producer-buy',
      { producerId: 'field', season: 'main' },
      409,
      'NOT_ENOUGH_RESOURCES',
    );
    await refusedAction('upgrade the Seed Sprouter with 100 of its 132 seeds', 'producer-upgrade', SPROUTER, 409, 'NOT_ENOUGH_RESOURCES');
    await refusedAction(
      'buy the spin bundle (60 tokens) with 0 tokens',
      'limited-product-buy',
      { productId: 'spin-bundle' },
      409,
      'NOT_ENOUGH_RESOURCES',
    );
    await refusedAction('buy the Seed Sprouter it already owns', 'producer-buy', SPROUTER, 409, 'ALREADY_OWNED');
    await refusedAction(
      'use an insta boost it does not hold',
      'boost-use',
      { boost: 'insta', producerId: 'sprouter', season: 'main' },
      409,
      'NO_BOOST',
    );
    await refusedAction('turn card 7 of a 3-card table', 'card-turn', { card: 7 }, 422, 'CARD_UNKNOWN');
  });

  it('replays a spin instead of drawing again, and refuses a spin without spins', async () => {
    const key = freshKey('spin');
    const first = await engine('spin', {}, key);
    expect(first.status, first.text).toBe(200);
    const replay = await refused('replay a spin with the same Idempotency-Key', () => engine('spin', {}, key), 200, '', {
      key,
      shown: ['200, the stored answer byte for byte (`idempotent-replayed: true`)', 'unchanged: no second draw'],
    });
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await refused(
      'send that key again with another action',
      () => engine('producer-upgrade', SPROUTER, key),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    // Spend what the wheel may have given back (an extra spin is one of its slots), legitimately.
    let spins = engineResponseSchema.parse(first.json).updatedUser.spin;
    while (spins > 0) spins = (await legit('spin')).updatedUser.spin;
    await refusedAction('spin with a new key and no spin left', 'spin', {}, 409, 'NO_SPINS');
  });

  it('refuses what is once a day or once an hour, a second time', async () => {
    await legit('checkin');
    await refusedAction('check in twice the same day', 'checkin', {}, 409, 'ALREADY_CHECKED_IN');
    await legit('event-trigger', { event: 'TRACTOR' });
    await refusedAction(
      'tap the tractor again before it comes back (2 min)',
      'event-trigger',
      { event: 'TRACTOR' },
      409,
      'EVENT_NOT_READY',
    );
    await legit('ad-card-claim', { card: 'water', adView: await watchAd(base, cheater, 'water') });
    await refusedAction('claim the water ad card twice within its 1 h cooldown', 'ad-card-claim', { card: 'water' }, 409, 'COOLDOWN');
    for (const [cheat, name, body, reason] of [
      ['tap the tractor again claiming it is 2 h later', 'event-trigger', { event: 'TRACTOR' }, 'EVENT_NOT_READY'],
      ['claim the water ad card again claiming it is 2 h later', 'ad-card-claim', { card: 'water' }, 'COOLDOWN'],
    ] as const) {
      const key = freshKey('cheat');
      const later = String(Date.now() + 2 * 3_600_000);
      await refused(cheat, () => act(base, cheater, name, body, key, { 'action-time': later }), 409, reason, { key });
    }
  });

  it('refuses an ad card without an ad shown for it', async () => {
    await refusedAction('claim the spin ad card with no ad-view token', 'ad-card-claim', { card: 'spin' }, 409, 'AD_NOT_WATCHED');
    await refusedAction(
      'claim it with a token of its own making',
      'ad-card-claim',
      { card: 'spin', adView: 'made-up-token-0123456789' },
      409,
      'AD_NOT_WATCHED',
    );
    const { adView } = await startAd(base, cheater, 'user');
    await refusedAction(
      'claim the user-boost card the moment its ad starts (the ad lasts 5 s)',
      'ad-card-claim',
      { card: 'user', adView },
      409,
      'AD_NOT_WATCHED',
    );
    await refusedAction(
      'claim the spin card with the token of the user-boost ad',
      'ad-card-claim',
      { card: 'spin', adView },
      409,
      'AD_NOT_WATCHED',
    );
    const key = freshKey('cheat');
    const later = String(Date.now() + 60_000);
    await refused(
      'claim the user-boost card at once, saying it is a minute later',
      () => act(base, cheater, 'ad-card-claim', { card: 'user', adView }, key, { 'action-time': later }),
      409,
      'AD_NOT_WATCHED',
      { key },
    );
  });

  it('refuses another identity: swapped user-data, foreign or tampered sessions and launch data', async () => {
    const other = JSON.stringify({ id: REFERRER.id, isPremium: true });
    await refused(
      'read game-user with `user-data` naming another player',
      () => gameUser(cheater, { 'user-data': other }),
      403,
      'FORBIDDEN',
    );
    await refused(
      'spin with `user-data` naming another player',
      () => act(base, cheater, 'spin', {}, freshKey('cheat'), { 'user-data': other }),
      403,
      'FORBIDDEN',
    );
    const claims = {
      userId: CHEATER.id,
      premium: true,
      expire: Date.now() + 3_600_000,
      name: 'Cheater',
      username: undefined,
      language: 'en',
      startParam: undefined,
    };
    await refused(
      'a session signed with another bot token',
      () => gameUser(signSession(claims, 'session:7777777777:another-bot-token')),
      401,
      'SESSION_INVALID',
    );
    const [payload = '', mac = ''] = cheater.split('.');
    const premium = Buffer.from(JSON.stringify({ ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as object), p: 1 })).toString(
      'base64url',
    );
    await refused('its own session with the premium flag flipped', () => gameUser(`${premium}.${mac}`), 401, 'SESSION_INVALID');
    const asReferrer = Buffer.from(
      JSON.stringify({ ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as object), u: REFERRER.id }),
    ).toString('base64url');
    await refused('its own session rewritten to another player id', () => gameUser(`${asReferrer}.${mac}`), 401, 'SESSION_INVALID');
    const postLogin = (body: string) =>
      call(`${base}/backend/auth/telegram`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
    await refused(
      'log in with launch data signed with another bot token',
      () => postLogin(launchData({ ...CHEATER, premium: true }, Date.now(), '7777777777:another-bot-token')),
      401,
      'AUTH_INVALID',
    );
    await refused(
      'log in with launch data two days old',
      () => postLogin(launchData(CHEATER, Date.now() - 2 * 86_400_000)),
      401,
      'AUTH_EXPIRED',
    );
    await refused(
      'log in as another player by editing the signed user',
      () => postLogin(launchData(CHEATER).replace(encodeURIComponent(`"id":${CHEATER.id}`), encodeURIComponent(`"id":${REFERRER.id}`))),
      401,
      'AUTH_INVALID',
    );
    const referrer = gameUserResponseSchema.parse((await gameUser(await login(base, REFERRER))).json).gameUser;
    await refused(
      "list another player's events over GraphQL",
      async () => {
        const answer = await call(`${base}/backend/hub/graphql/`, {
          method: 'POST',
          body: JSON.stringify({ query: GAME_USER_EVENT_LIST_QUERY, variables: { _id: referrer._id } }),
          headers: { ...bearer(cheater), 'content-type': 'application/json' },
        });
        const error = (answer.json as { errors?: { extensions?: { reason?: string } }[] }).errors?.[0];
        return { ...answer, json: { reason: error?.extensions?.reason } };
      },
      403,
      'FORBIDDEN',
    );
    // Premium comes from the signed launch data only: claiming it in user-data changes nothing.
    const claimed = await refused(
      'claim premium (and a referrer) in `user-data`',
      () => gameUser(cheater, { 'user-data': JSON.stringify({ id: CHEATER.id, isPremium: true, startParam: `r_${REFERRER.id}` }) }),
      200,
      '',
      {
        shown: ['200, ignored: premium stays false', 'unchanged'],
      },
    );
    expect(gameUserResponseSchema.parse(claimed.json).gameUser.premium).toBe(false);
  });

  async function referralRows(referrer: number): Promise<number> {
    return (await database.db.select().from(tokenLedger)).filter((row) => row.userId === referrer && row.reason === 'referral').length;
  }

  async function tokensOf(id: number): Promise<number> {
    const [row] = await database.db.select({ state: users.state }).from(users).where(eq(users.telegramId, id));
    return (row?.state as PlayerState | undefined)?.resources[3] ?? Number.NaN;
  }

  it('credits a referral once: not again on replays, not for races, self-referral or existing players', async () => {
    expect(await referralRows(REFERRER.id)).toBe(0);
    const tokens = await tokensOf(REFERRER.id);
    // The legit part: a friend's first login through the link credits the referrer once.
    const first = gameUserResponseSchema.parse((await gameUser(await login(base, FRIEND))).json);
    expect(first.firstTime).toBe(true);
    expect(await referralRows(REFERRER.id)).toBe(1);
    expect(await tokensOf(REFERRER.id)).toBe(tokens + 1000);
    rows.push(
      '| (legit) a friend opens the app through the referral link for the first time | 200, firstTime | referrer +1000 tokens, one `referral` ledger row |',
    );

    const again = await refused(
      'replay the referral: the friend logs in again through the link',
      async () => gameUser(await login(base, FRIEND)),
      200,
      '',
      { shown: ['200, firstTime false', 'unchanged: no second credit'] },
    );
    expect(gameUserResponseSchema.parse(again.json).firstTime).toBe(false);

    // Ten first logins of one new (premium) friend at once: one creates the player, one credit.
    const session = await login(base, RACING_FRIEND);
    const racing = await Promise.all(Array.from({ length: 10 }, () => gameUser(session)));
    expect(racing.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(racing.filter((answer) => gameUserResponseSchema.parse(answer.json).firstTime)).toHaveLength(1);
    expect(await referralRows(REFERRER.id)).toBe(2);
    expect(await tokensOf(REFERRER.id)).toBe(tokens + 1000 + 3000);
    rows.push(
      "| send a premium friend's first login 10 times at once | 10 × 200, one firstTime | credited once (+3000), one more `referral` row |",
    );

    for (const [cheat, player] of [
      ['refer yourself (`r_<own id>`)', SELF_REFERRED],
      ['a referral link naming a player that does not exist', REFERRED_BY_NOBODY],
    ] as const) {
      const ledger = (await snapshot()).ledger;
      const created = gameUserResponseSchema.parse((await gameUser(await login(base, player))).json);
      expect(created.firstTime, cheat).toBe(true);
      expect((await snapshot()).ledger, cheat).toEqual(ledger);
      rows.push(`| ${cheat} | 200, the player is created | no credit to anyone, ledger unchanged |`);
    }
    const existing = await login(base, { ...CHEATER, startParam: `r_${REFERRER.id}` });
    await refused("an existing player opens someone's referral link", () => gameUser(existing), 200, '', {
      shown: ['200', 'unchanged: no credit'],
    });
    expect(await referralRows(REFERRER.id)).toBe(2);
  });
});
