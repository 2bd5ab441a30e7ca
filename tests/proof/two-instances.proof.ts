/**
 * Two server processes on one PostgreSQL database, under the load of `load.proof.ts`: every player
 * has one connection to instance A and one to instance B, so the same rows are locked from both
 * processes at once. Every other action of a player is sent with the SAME key to both instances (a
 * retry that lands on the other instance); the others have keys of their own.
 *
 * Afterwards, for every player: replaying the ledger gives the token balance; no key was applied twice
 * (at most one answer per key was not a replay, all answers of a key are identical, the draws and the
 * ledger rows of a key are single); no resource is negative; the snapshot read from A equals the one
 * read from B.
 *
 * Short: 20 players (40 connections) for 5 s. Full: 500 players (1000 connections) for 60 s.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlayerState } from '#domain/player';
import { gameUserResponseSchema } from '#protocol/game-user';
import { openPostgres, type Database } from '#server/db/database';
import { answerBases, drawLog, idempotencyKeys, tokenLedger, users } from '#server/db/schema';
import { unpackAnswer } from '#server/services/stored-answers';
import { counts, errorCount, hashOf, runPlayers, warmUp, type KeyAnswer, type LoadResult } from './helpers/load.ts';
import { call, type PlayerSpec } from './helpers/players.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { serverEnv, startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { full, recordResult } from './results.ts';

const PLAYERS = full ? 500 : 20;
const SECONDS = full ? 60 : 5;
const FIRST_ID = 730_000_000;

const loadRows: LoadResult[] = [];
const checkRows: string[] = [];

function check(name: string, detail: string): void {
  checkRows.push(`| ${name} | ${detail} |`);
}

/** Even action steps share their key between A and B (a retry on the other instance); odd ones do not. */
function keysOf(run: string, instance: string) {
  return (id: number, step: number) => (step % 2 === 0 ? `${run}-${id}-s${step}` : `${run}-${id}-${instance}-s${step}`);
}

const DRAWN = new Set(['spin', 'card-turn']);

/** The values that occur more than once. */
function repeated(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

function negativeFields(state: PlayerState): string[] {
  const found: string[] = [];
  state.resources.forEach((amount, slot) => {
    if (!(amount >= 0)) found.push(`resources[${slot}]=${amount}`);
  });
  state.resourcesEvent.forEach((amount, slot) => {
    if (!(amount >= 0)) found.push(`resourcesEvent[${slot}]=${amount}`);
  });
  if (!(state.spin >= 0)) found.push(`spin=${state.spin}`);
  for (const boost of state.boosts) if (!(boost.amount >= 0)) found.push(`boost ${boost._id}=${boost.amount}`);
  if (!(state.waterBoost.amount >= 0)) found.push(`water=${state.waterBoost.amount}`);
  return found;
}

describe(`two server instances on one PostgreSQL: ${PLAYERS} players on both for ${SECONDS} s`, () => {
  afterAll(() => {
    const markdown = [
      '| instance | connections | answers | req/s | p50 ms | p99 ms | success | game refusals | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...loadRows.map((row) => {
        const success = Object.entries(row.byStatus)
          .filter(([status]) => status.startsWith('2'))
          .reduce((sum, [, count]) => sum + count, 0);
        const refused = Object.values(row.refusals).reduce((sum, count) => sum + count, 0);
        return `| ${row.instance} | ${row.connections} | ${row.responses} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${success} | ${refused} | ${errorCount(row)} |`;
      }),
      '',
      '| consistency check | result |',
      '|---|---|',
      ...checkRows,
    ].join('\n');
    console.log(`\n${markdown}\n`);
    recordResult('two-instances', markdown);
  });

  it('keeps every player consistent: ledger = balance, each key applied once, nothing negative, A and B agree', async () => {
    let scratch: ScratchDatabase | undefined;
    let database: Database | undefined;
    const servers: ServerProcess[] = [];
    try {
      scratch = await createScratchDatabase('two');
      const env = serverEnv({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
      // Started together: both migrate, one after the other under the advisory lock.
      const [a, b] = await Promise.all([startServerProcess(env, 'instance A'), startServerProcess(env, 'instance B')]);
      servers.push(a, b);
      // The second half joins through a referral link of the first half: those referrers start with
      // tokens (1000, or 3000 for a premium friend) to spend in the shop during the run.
      const half = Math.ceil(PLAYERS / 2);
      const players: PlayerSpec[] = Array.from({ length: PLAYERS }, (_, index) => ({
        id: FIRST_ID + index,
        premium: index % 5 === 0,
        ...(index >= half ? { startParam: `r_${FIRST_ID + index - half}` } : {}),
      }));
      // One session per player, issued by A and used on both: sessions need no shared memory.
      const sessions = new Map([...(await warmUp(a.url, players.slice(0, half))), ...(await warmUp(b.url, players.slice(half)))]);
      const run = `two-${process.pid}-${Date.now().toString(36)}`;
      const [onA, onB] = await Promise.all([
        runPlayers({ url: a.url, players, sessions, seconds: SECONDS, instance: 'A', keyFor: keysOf(run, 'A'), recordKeys: true }),
        runPlayers({ url: b.url, players, sessions, seconds: SECONDS, instance: 'B', keyFor: keysOf(run, 'B'), recordKeys: true }),
      ]);
      loadRows.push(onA, onB);
      for (const result of [onA, onB]) {
        console.log(
          `${result.instance}: ${result.responses} answers, ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms; statuses ${counts(result.byStatus)}`,
        );
        expect(errorCount(result), `${result.instance}: ${counts(result.failures)}\n${result.failureSamples.join('\n')}`).toBe(0);
        expect(result.playersPlayed, `players that played on ${result.instance}`).toBe(PLAYERS);
      }
      expect(a.alive() && b.alive()).toBe(true);

      // Every key, as the clients saw it: at most one answer that was not a replay, all answers identical.
      const answers = new Map<string, KeyAnswer[]>();
      for (const answer of [...onA.keyAnswers, ...onB.keyAnswers])
        answers.set(`${answer.player}/${answer.key}`, [...(answers.get(`${answer.player}/${answer.key}`) ?? []), answer]);
      let shared = 0;
      let replays = 0;
      const twiceApplied: string[] = [];
      const differing: string[] = [];
      for (const [key, list] of answers) {
        const applied = list.filter((answer) => !answer.replayed);
        replays += list.length - applied.length;
        if (new Set(list.map((answer) => answer.instance)).size > 1) shared += 1;
        if (applied.length > 1) twiceApplied.push(key);
        if (new Set(list.map((answer) => `${answer.status} ${answer.bodyHash}`)).size > 1) differing.push(key);
      }
      expect(shared, 'keys answered by both instances').toBeGreaterThan(0);
      expect(replays, 'replayed answers').toBeGreaterThan(0);
      expect(twiceApplied, 'keys applied (not replayed) more than once').toEqual([]);
      expect(differing, 'keys whose answers differ').toEqual([]);
      check(
        'no key applied twice, as the clients saw it',
        `${answers.size} keys answered; ${shared} answered by both instances; ${replays} answers were replays; 0 applied twice; 0 with differing answers`,
      );

      // The database: state, ledger, keys and draws of every player, once nothing can write any more:
      // both instances stop (the requests the end of the run cut off, whose answers never counted,
      // finish or roll back), and start again on the same database for the reads further down.
      const stopped = await Promise.all(servers.splice(0).map((server) => server.stop()));
      expect(stopped, 'exit codes of the instances stopped after the run').toEqual([0, 0]);
      const [a2, b2] = await Promise.all([startServerProcess(env, 'instance A'), startServerProcess(env, 'instance B')]);
      servers.push(a2, b2);
      database = openPostgres(scratch.url, { poolSize: 2 });
      const ids = players.map((player) => player.id);
      const userRows = await database.db
        .select({ id: users.telegramId, state: users.state, seasonTokens: users.seasonTokens })
        .from(users)
        .where(inArray(users.telegramId, ids));
      const ledgerRows = await database.db.select().from(tokenLedger).where(inArray(tokenLedger.userId, ids));
      const keyRows = (
        await database.db
          .select({
            userId: idempotencyKeys.userId,
            key: idempotencyKeys.key,
            action: idempotencyKeys.action,
            status: idempotencyKeys.statusCode,
            response: idempotencyKeys.response,
            baseId: idempotencyKeys.base,
            base: answerBases.body,
          })
          .from(idempotencyKeys)
          .leftJoin(answerBases, and(eq(answerBases.userId, idempotencyKeys.userId), eq(answerBases.id, idempotencyKeys.base)))
          .where(inArray(idempotencyKeys.userId, ids))
      ).map((row) => ({ ...row, response: unpackAnswer(row) }));
      const drawRows = await database.db
        .select({ userId: drawLog.userId, key: drawLog.idempotencyKey })
        .from(drawLog)
        .where(inArray(drawLog.userId, ids));
      expect(userRows).toHaveLength(PLAYERS);

      const unbalanced: string[] = [];
      const negative: string[] = [];
      let credits = 0;
      for (const row of userRows) {
        const state = row.state as PlayerState;
        const mine = ledgerRows.filter((entry) => entry.userId === row.id);
        credits += mine.length;
        const main = mine.filter((entry) => entry.pool === 'main').reduce((sum, entry) => sum + entry.amount, 0);
        const event = mine.filter((entry) => entry.pool === 'event').reduce((sum, entry) => sum + entry.amount, 0);
        if (main !== state.resources[3] || event !== state.resourcesEvent[3])
          unbalanced.push(`${row.id}: ledger ${main}/${event}, state ${state.resources[3]}/${state.resourcesEvent[3]}`);
        if (row.seasonTokens !== state.tokensEarned)
          unbalanced.push(`${row.id}: season_tokens ${row.seasonTokens}, tokensEarned ${state.tokensEarned}`);
        const below = negativeFields(state);
        if (below.length > 0) negative.push(`${row.id}: ${below.join(', ')}`);
      }
      expect(credits, 'ledger rows written').toBeGreaterThan(0);
      expect(unbalanced, 'players whose ledger does not replay to their balance').toEqual([]);
      check('replaying the ledger gives the token balance', `${userRows.length}/${PLAYERS} players (${credits} ledger rows)`);
      expect(negative, 'negative resources').toEqual([]);
      check('no negative resource, spin, boost or water', `${userRows.length}/${PLAYERS} players`);

      // Each applied key is stored once, and each stored key was applied at most once.
      const stored = new Map(keyRows.map((row) => [`${row.userId}/${row.key}`, row]));
      const answeredNotStored = [...answers.keys()].filter((key) => !stored.has(key));
      expect(answeredNotStored, 'answered keys missing from idempotency_keys').toEqual([]);
      const storedDiffers = [...answers]
        .filter(([key, list]) => {
          const row = stored.get(key);
          return row === undefined || list.some((answer) => answer.bodyHash !== hashOf(row.response) || answer.status !== row.status);
        })
        .map(([key]) => key);
      expect(storedDiffers, 'answers that differ from the stored answer').toEqual([]);
      // A request cut off when the run ended may have committed without its answer being counted: one per connection at most.
      expect(stored.size - answers.size).toBeLessThanOrEqual(2 * PLAYERS);
      const ledgerTwice = repeated(
        ledgerRows.filter((row) => row.idempotencyKey !== null).map((row) => `${row.userId}/${row.idempotencyKey ?? ''}/${row.reason}`),
      );
      expect(ledgerTwice, 'ledger rows written twice for one key').toEqual([]);
      expect(repeated(drawRows.map((row) => `${row.userId}/${row.key}`)), 'draws made twice for one key').toEqual([]);
      const appliedDraws = keyRows.filter((row) => DRAWN.has(row.action) && row.status === 200).length;
      expect(drawRows.length, 'draws = applied spins and card turns').toBe(appliedDraws);
      check(
        'every key stored once with the answer the clients got',
        `${stored.size} keys stored, ${answers.size} answered (${stored.size - answers.size} cut off at the end of the run)`,
      );
      check(
        'draws and ledger rows: at most one per key',
        `${drawRows.length} draws = ${appliedDraws} applied spins/card turns; 0 ledger rows doubled`,
      );

      // The snapshot read from A equals the one read from B. Two reads a few ms apart can fall on
      // either side of a continuous producer's cycle; that difference goes with the next pair of
      // reads, while a stored difference would stay: a player differs if three pairs all differ.
      const differ: string[] = [];
      const comparePair = async (headers: Record<string, string>): Promise<string[]> => {
        const [fromA, fromB] = await Promise.all([
          call(`${a2.url}/backend/hub/game-user`, { headers }),
          call(`${b2.url}/backend/hub/game-user`, { headers }),
        ]);
        // settledAt is the time of the read, like serverNow: everything else must be equal.
        const { settledAt: _readAtA, ...snapshotA } = gameUserResponseSchema.parse(fromA.json).gameUser;
        const { settledAt: _readAtB, ...snapshotB } = gameUserResponseSchema.parse(fromB.json).gameUser;
        const fields = Object.keys(snapshotA).filter(
          (field) =>
            JSON.stringify(snapshotA[field as keyof typeof snapshotA]) !== JSON.stringify(snapshotB[field as keyof typeof snapshotB]),
        );
        return fields.map(
          (field) =>
            `${field} ${JSON.stringify(snapshotA[field as keyof typeof snapshotA])} vs ${JSON.stringify(snapshotB[field as keyof typeof snapshotB])}`,
        );
      };
      let pairsAgain = 0;
      await Promise.all(
        players.map(async (player) => {
          const headers = { authorization: `Bearer ${sessions.get(player.id) ?? ''}` };
          let fields = await comparePair(headers);
          for (let pair = 2; pair <= 3 && fields.length > 0; pair++) {
            pairsAgain++;
            fields = await comparePair(headers);
          }
          if (fields.length > 0) differ.push(`${player.id}: ${fields.join('; ')}`);
        }),
      );
      expect(differ, 'players whose snapshot differs between A and B').toEqual([]);
      check(
        'snapshot read from A = snapshot read from B',
        `${PLAYERS}/${PLAYERS} players (${pairsAgain} pair(s) read again after landing on both sides of a production cycle)`,
      );
    } finally {
      const codes = await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      await scratch?.drop();
      expect(codes, servers.map((server) => server.output().slice(-2000)).join('\n')).toEqual(servers.map(() => 0));
    }
  });
});
