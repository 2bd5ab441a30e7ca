/**
 * The plans of the hot statements, as the server builds them: the player's read and lock
 * (player-statements.ts), the write, the login, the leaderboard's top 100 and a player's rank, the
 * event board, the friends list, the reminder pass. The services run on a drizzle client that asks PostgreSQL for
 * each statement's plan (EXPLAIN ANALYZE for reads, EXPLAIN for writes) before running it.
 * Each plan is summed up as its time and the scans it makes; a sequential scan of a table that
 * grows with players is what must not be there.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { schema } from '#server/db/schema';
import { topEventPlayers, eventRankOf } from '#server/services/event-leaderboard';
import { listFriends } from '#server/services/friends';
import { rankOf, topPlayers } from '#server/services/leaderboard';
import type { Database } from '#server/db/database';
import { recordLogin } from '#server/services/login';
import { queueReminders } from '#server/services/reminders';
import { READ_PLAYERS, lockPlayerStatement, writePlayersStatement } from '#server/services/player-statements';
import { sql } from 'drizzle-orm';

interface Plan {
  name: string;
  lines: string[];
}

/** The scans of a plan (`Index Scan using x on users`...) and its time. */
function summary(plan: Plan): string {
  const scans = plan.lines
    .map(
      (line) =>
        /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan|Function Scan|CTE Scan)( using \S+)?( on \S+)?/.exec(
          line,
        )?.[0],
    )
    .filter((scan): scan is string => scan !== undefined && !scan.startsWith('Function') && !scan.startsWith('CTE'));
  const time = plan.lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? 'not run (EXPLAIN only)';
  const rows = plan.lines.map((line) => / rows=(\d+)/.exec(line)?.[1]).find((value) => value !== undefined);
  return `| ${plan.name} | ${time} | ${rows ?? ''} | ${[...new Set(scans)].join('; ')} |`;
}

const GROWING =
  /Seq Scan on (users|bot_contacts|bot_messages|token_ledger|idempotency_keys|login_days|draw_log|player_news|friend_shares|attributions|ad_views|ad_claims)\b/;

export async function explainHotQueries(db: pg.Client, stored: number): Promise<string[]> {
  const plans: Plan[] = [];
  let name = '';
  const explain = async (text: string, values: unknown[] | undefined) => {
    const write = /\b(insert|update|delete)\b/i.test(text);
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${write ? '' : '(analyze, buffers) '}${text}`, values);
    plans.push({ name, lines: rows.map((row) => row['QUERY PLAN'].trim()) });
  };
  const recorder = {
    async query(config: { text: string; values?: unknown[] } | string, values?: unknown[]) {
      const text = typeof config === 'string' ? config : config.text;
      // The rank's own estimate (services/rank.ts) is a plan already.
      if (!text.startsWith('explain')) await explain(text, values ?? (typeof config === 'string' ? undefined : config.values));
      return db.query(config as pg.QueryConfig, values);
    },
  };
  const orm = drizzle({ client: recorder as unknown as pg.Client, schema });
  const dialect = new PgDialect();
  const player = Math.floor(stored / 2);
  const { rows } = await db.query<{ season: number | null; tokens: string }>(
    'select season_id as season, season_tokens::text as tokens from users where telegram_id = $1',
    [player],
  );
  const season = rows[0]?.season ?? 1;
  const tokens = Number(rows[0]?.tokens ?? 0);
  const now = Date.now();

  name = 'read players (one turn of the loop)';
  await explain(dialect.sqlToQuery(READ_PLAYERS).sql, [
    [player, player + 1],
    ['k1', null],
    [false, true],
    [true, false],
    [null, 'adsgram'],
    [null, null],
  ]);
  name = 'lock a player';
  const lock = dialect.sqlToQuery(lockPlayerStatement(player, 'k1', { friends: true, adView: { source: 'start', id: 'v1' } }));
  await explain(lock.sql, lock.params);
  name = 'write players (state, ledger, key, draw)';
  const write = dialect.sqlToQuery(writePlayersStatement(sql`${JSON.stringify([{ n: 1, id: player, version: '1' }])}`));
  await explain(write.sql, write.params);
  name = 'login (ban check, login day, contact, the player and its news)';
  // The login's prepared statement, explained then run.
  const prepares = {
    prepare: (_name: string, text: string) => async (params: readonly unknown[]) => {
      await explain(text, [...params]);
      return (await db.query<Record<string, unknown>>(text, [...params])).rows;
    },
  };
  await recordLogin(prepares as unknown as Database, player, true, now);
  name = 'leaderboard top 100';
  await topPlayers(orm, season);
  name = 'rank of a middle player';
  await rankOf(orm, season, tokens);
  name = 'rank of a player with no tokens';
  await rankOf(orm, season, 0);
  name = 'event board top 100';
  await topEventPlayers(orm, 1);
  name = 'event rank';
  await eventRankOf(orm, 1, 0);
  name = 'friends list';
  await listFriends(orm, player, { seasonId: season, today: Math.floor(now / 86_400_000), total: 0 });
  // A real pass: it queues the due players' reminders (bench:million makes one in 2,000 due).
  name = 'reminder pass (the due players, their last reminders)';
  await queueReminders(orm, now);

  const scans = plans.filter((plan) => plan.lines.some((line) => GROWING.test(line)));
  return [
    '',
    `Plans on ${stored} stored players (player ${player}, season ${season}, ${tokens} season tokens):`,
    '',
    '| statement | time | rows (first node) | scans |',
    '|---|---|---:|---|',
    ...plans.map(summary),
    '',
    scans.length === 0
      ? 'No sequential scan of a table that grows with players.'
      : `Sequential scans of growing tables in: ${scans.map((plan) => plan.name).join(', ')}`,
  ];
}
