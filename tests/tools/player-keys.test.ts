/**
 * The schema is ready to be sharded by player id (docs/scaling.md):
 * - every per-player table (a table with a player column) has a primary key that starts with it,
 *   and every unique index of it starts with it too (a sharded table's unique keys hold the
 *   distribution column), unless it is one of the exceptions below, each with its reason;
 * - the hot path's statements (the player's read, lock and write, player-statements.ts) touch a
 *   per-player table only through its player column, and compare the player columns of two
 *   per-player tables only with each other: nothing on the hot path joins across players.
 */
import { getTableName, sql } from 'drizzle-orm';
import { PgDialect, getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema';
import { READ_PLAYERS, lockPlayerStatement, writePlayersStatement } from '#server/services/player-statements';
import { CREATE_PLAYER } from '#server/services/first-open';
import { LOGIN } from '#server/services/login';

/** The column that names the player a row belongs to, by table. */
const PLAYER_COLUMN: Record<string, string> = {
  users: 'telegram_id',
  bot_starts: 'telegram_id',
  friend_shares: 'inviter_id',
};

/** Tables with no player of their own, or kept apart on purpose (docs/scaling.md says where each goes). */
const NOT_PER_PLAYER: Record<string, string> = {
  seasons: 'reference: every shard reads the running season',
  catalog_versions: 'reference: every shard plays the active catalog',
  season_schedule: "the operator's schedule",
  client_errors: 'reports, by address as much as by player (user_id may be null); pruned',
  bot_updates: "Telegram's update ids, no player",
  console_links: "the operators' sign-in links",
  operator_sessions: "the operators' sessions",
  audit_log: "the operators' changes",
  star_invoices: "looked up by the invoice id Telegram's payment carries; a few rows per paying player",
  star_payments: "looked up by Telegram's charge id (refunds come without the player); a few rows per paying player",
  bot_send_slots:
    "the bot's send rate, shared by every instance: one global slot and each chat's last second (pruned after a day), off the game's path",
};

/** Unique indexes of per-player tables that do not start with the player, and why that is safe. */
const GLOBAL_UNIQUE: Record<string, string> = {
  users_game_id_unique: 'the public id is a random UUID: when sharded, a plain index (a collision is not a real risk)',
};

const tables = Object.values(schema) as PgTable[];

function playerColumnOf(table: PgTable): string | undefined {
  const name = getTableName(table);
  if (name in NOT_PER_PLAYER) return undefined;
  return PLAYER_COLUMN[name] ?? (getTableConfig(table).columns.some((column) => column.name === 'user_id') ? 'user_id' : undefined);
}

const perPlayer = tables.flatMap((table) => {
  const column = playerColumnOf(table);
  return column === undefined ? [] : [{ table, name: getTableName(table), column }];
});

describe('every per-player table is keyed by its player first', () => {
  it('knows every table: per player, or an exception with its reason', () => {
    const unknown = tables
      .map((table) => getTableName(table))
      .filter((name) => !(name in NOT_PER_PLAYER) && !perPlayer.some((entry) => entry.name === name));
    expect(unknown).toEqual([]);
    expect(perPlayer.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['users', 'idempotency_keys', 'token_ledger', 'login_days']),
    );
  });

  it.each(perPlayer)('$name: the primary key starts with $column', ({ table, column }) => {
    const config = getTableConfig(table);
    const single = config.columns.filter((candidate) => candidate.primary).map((candidate) => candidate.name);
    const composite = config.primaryKeys.map((key) => key.columns.map((candidate) => candidate.name));
    const keys = [...(single.length > 0 ? [single] : []), ...composite];
    expect(keys).toHaveLength(1);
    expect(keys[0]?.[0]).toBe(column);
  });

  it.each(perPlayer)('$name: every unique index starts with $column', ({ table, column }) => {
    const config = getTableConfig(table);
    const uniques = [
      ...config.indexes
        .filter((index) => index.config.unique)
        .map((index) => ({
          name: index.config.name ?? '',
          first: (index.config.columns[0] as { name?: string } | undefined)?.name,
        })),
      ...config.columns
        .filter((candidate) => candidate.isUnique)
        .map((candidate) => ({ name: candidate.uniqueName ?? '', first: candidate.name })),
    ];
    expect(uniques.filter((unique) => unique.first !== column && !(unique.name in GLOBAL_UNIQUE))).toEqual([]);
  });
});

const dialect = new PgDialect();
const HOT = {
  'read players': dialect.sqlToQuery(READ_PLAYERS).sql,
  'lock a player': dialect.sqlToQuery(lockPlayerStatement(1, 'key', { friends: true, adView: { source: 'start', id: 'view' } })).sql,
  'write players': dialect.sqlToQuery(writePlayersStatement(sql`${'[]'}`)).sql,
  login: dialect.sqlToQuery(LOGIN).sql,
  'create a player': dialect.sqlToQuery(CREATE_PLAYER).sql,
};

describe('nothing on the hot path joins across players', () => {
  it.each(Object.entries(HOT))('%s: each per-player table it reads is reached through its player column', (_name, text) => {
    for (const { name, column } of perPlayer) {
      // Inserted rows carry their player; a table read is named in a from, a join or an update.
      const read = new RegExp(`(from|join|update) "${name}"`).test(text);
      if (!read) continue;
      expect(text, `${name} reached without its ${column}`).toMatch(new RegExp(`"${name}"\\."${column}" (=|in)`));
    }
  });

  it.each(Object.entries(HOT))('%s: two per-player tables are compared only player with player', (_name, text) => {
    const compared = [...text.matchAll(/"(\w+)"\."(\w+)" = "(\w+)"\."(\w+)"/g)].flatMap(
      ([, leftTable = '', leftColumn = '', rightTable = '', rightColumn = '']) => {
        const left = perPlayer.find((entry) => entry.name === leftTable);
        const right = perPlayer.find((entry) => entry.name === rightTable);
        if (left === undefined || right === undefined || leftTable === rightTable) return [];
        const pair = [leftTable, rightTable].sort().join(' ~ ');
        return [
          {
            pair,
            players: leftColumn === left.column && rightColumn === right.column,
            text: `${leftTable}.${leftColumn} = ${rightTable}.${rightColumn}`,
          },
        ];
      },
    );
    // Another column may be compared too (a key's answer base by its id), but only between two
    // tables the statement also compares player with player: the rows meet within one player.
    const samePlayer = new Set(compared.filter((one) => one.players).map((one) => one.pair));
    expect(compared.filter((one) => !samePlayer.has(one.pair)).map((one) => one.text)).toEqual([]);
    // The statements do compare players' tables: the check above had something to check.
    expect(text).toMatch(/"users"\."telegram_id"/);
  });
});
