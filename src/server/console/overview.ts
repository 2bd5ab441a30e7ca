/**
 * The console's overview: players in total and new today, daily actives (from login days), day-1
 * and day-7 retention, tokens credited and debited per day (the ledger), and actions applied and
 * refused per hour over the last day (the stored answers of idempotency keys, kept for a day).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayPoint, Overview } from '#protocol/console';
import type { Queryable } from '../db/database.ts';
import { idempotencyKeys, loginDays, tokenLedger, users } from '../db/schema.ts';
import { DAY_MS, dayOf } from '../services/login-days.ts';

/** Days shown in the charts, today included. */
export const OVERVIEW_DAYS = 14;
const HOUR_MS = 3_600_000;

async function rows(db: Queryable, statement: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** One point per day from `first` to `last`, zero where the query found nothing. */
function series(found: Record<string, unknown>[], field: string, first: number, last: number): DayPoint[] {
  const byDay = new Map(found.map((row) => [Number(row.day), Number(row[field])]));
  const points: DayPoint[] = [];
  for (let day = first; day <= last; day += 1) points.push({ day: isoDay(day), value: byDay.get(day) ?? 0 });
  return points;
}

const dayOfColumn = (column: AnyPgColumn) => sql`floor(${column} / ${DAY_MS})::integer`;

/** The share of the window's players (joined at least `after` days ago) who logged in `after` days after joining. */
async function retention(db: Queryable, first: number, today: number, after: number): Promise<number | null> {
  const [row] = await rows(
    db,
    sql`select count(*) as cohort, count(${loginDays.userId}) as retained
      from ${users} left join ${loginDays}
        on ${loginDays.userId} = ${users.telegramId} and ${loginDays.day} = ${dayOfColumn(users.createdAt)} + ${after}
      where ${users.createdAt} >= ${first * DAY_MS} and ${users.createdAt} < ${(today - after + 1) * DAY_MS}`,
  );
  const cohort = Number(row?.cohort ?? 0);
  return cohort === 0 ? null : Number(row?.retained ?? 0) / cohort;
}

export async function overview(db: Queryable, now: number): Promise<Overview> {
  const today = dayOf(now);
  const first = today - OVERVIEW_DAYS + 1;
  const since = first * DAY_MS;
  const firstHour = Math.floor(now / HOUR_MS) - 23;
  const [totals, joined, active, tokens, actions, retentionDay1, retentionDay7] = await Promise.all([
    rows(db, sql`select count(*) as players, count(*) filter (where ${users.createdAt} >= ${today * DAY_MS}) as today from ${users}`),
    rows(
      db,
      sql`select ${dayOfColumn(users.createdAt)} as day, count(*) as n from ${users} where ${users.createdAt} >= ${since} group by 1`,
    ),
    rows(db, sql`select ${loginDays.day} as day, count(*) as n from ${loginDays} where ${loginDays.day} >= ${first} group by 1`),
    rows(
      db,
      sql`select ${dayOfColumn(tokenLedger.createdAt)} as day,
          coalesce(sum(${tokenLedger.amount}) filter (where ${tokenLedger.amount} > 0), 0) as credited,
          coalesce(-sum(${tokenLedger.amount}) filter (where ${tokenLedger.amount} < 0), 0) as debited
        from ${tokenLedger} where ${tokenLedger.createdAt} >= ${since} group by 1`,
    ),
    rows(
      db,
      sql`select floor(${idempotencyKeys.createdAt} / ${HOUR_MS})::integer as hour,
          count(*) filter (where ${idempotencyKeys.statusCode} = 200) as applied,
          count(*) filter (where ${idempotencyKeys.statusCode} <> 200) as refused
        from ${idempotencyKeys} where ${idempotencyKeys.createdAt} >= ${firstHour * HOUR_MS} group by 1`,
    ),
    retention(db, first, today, 1),
    retention(db, first, today, 7),
  ]);
  const byHour = new Map(actions.map((row) => [Number(row.hour), row]));
  return {
    players: Number(totals[0]?.players ?? 0),
    newToday: Number(totals[0]?.today ?? 0),
    activeToday: Number(active.find((row) => Number(row.day) === today)?.n ?? 0),
    retentionDay1,
    retentionDay7,
    newPlayers: series(joined, 'n', first, today),
    activePlayers: series(active, 'n', first, today),
    tokensCredited: series(tokens, 'credited', first, today),
    tokensDebited: series(tokens, 'debited', first, today),
    actions: Array.from({ length: 24 }, (_, index) => {
      const hour = firstHour + index;
      const row = byHour.get(hour);
      return { hour: new Date(hour * HOUR_MS).toISOString(), applied: Number(row?.applied ?? 0), refused: Number(row?.refused ?? 0) };
    }),
  };
}
