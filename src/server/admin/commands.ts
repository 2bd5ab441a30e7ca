/**
 * The operator's commands (`npm run admin -- <command>`): start and end seasons and events, list
 * them, and list players. Seasons change only through here, never by editing the database.
 */
import { asc, count, desc } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { CATALOG_USAGE, catalogCommand } from './catalog-commands.ts';
import { auditCliChange, cliOperator, type CliActor } from './cli-actor.ts';
import { pruneIdempotencyKeys } from '../services/maintenance.ts';
import { endSeason, listSeasons, startSeason, type SeasonChange, type SeasonKind, type SeasonRow } from '../services/seasons.ts';

export const USAGE = `Usage: npm run admin -- <command>
  season start [--name "<name>"]   start the next main season (the running one must be ended first)
  season end                       end the running main season
  season list                      list main seasons
  event start [--name "<name>"]    start the next event beside the season
  event end                        end the running event
  event list                       list events
  users list [--limit N] [--offset N]   list players, newest first (default 50)
  keys prune [--days N]            forget idempotency keys older than N days (default 30)
${CATALOG_USAGE}
  bot setup                        set the webhook, the menu button and the commands from the settings`;

export interface AdminResult {
  /** 0 done, 1 refused, 2 usage error. */
  code: number;
  lines: string[];
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

function wholeNumber(args: readonly string[], name: string, fallback: number): number | undefined {
  const raw = option(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

function describeSeason(row: SeasonRow): string {
  const ended = row.endedAt === null ? 'running' : `ended ${new Date(row.endedAt).toISOString()}`;
  return `${row.kind} #${row.number} "${row.name}" started ${new Date(row.startedAt).toISOString()}, ${ended}`;
}

function changeResult(change: SeasonChange, verb: string): AdminResult {
  return change.ok ? { code: 0, lines: [`${verb}: ${describeSeason(change.value)}`] } : { code: 1, lines: [change.message] };
}

async function seasonCommand(db: Queryable, kind: SeasonKind, args: readonly string[], now: number): Promise<AdminResult> {
  switch (args[0]) {
    case 'start':
      return changeResult(await startSeason(db, kind, option(args, 'name'), now), 'Started');
    case 'end':
      return changeResult(await endSeason(db, kind, now), 'Ended');
    case 'list': {
      const rows = await listSeasons(db, kind);
      return { code: 0, lines: rows.length === 0 ? [`No ${kind === 'main' ? 'seasons' : 'events'} yet.`] : rows.map(describeSeason) };
    }
    default:
      return { code: 2, lines: [USAGE] };
  }
}

async function usersList(db: Queryable, args: readonly string[]): Promise<AdminResult> {
  const limit = wholeNumber(args, 'limit', 50);
  const offset = wholeNumber(args, 'offset', 0);
  if (limit === undefined || offset === undefined) return { code: 2, lines: [USAGE] };
  const [total] = await db.select({ players: count() }).from(users);
  const rows = await db
    .select({
      telegramId: users.telegramId,
      name: users.name,
      premium: users.premium,
      seasonTokens: users.seasonTokens,
      referrerId: users.referrerId,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), asc(users.telegramId))
    .limit(limit)
    .offset(offset);
  const lines = rows.map(
    (row) =>
      `${row.telegramId}\t${row.name}\t${row.premium ? 'premium' : '-'}\ttokens ${row.seasonTokens}\treferrer ${row.referrerId ?? '-'}\tjoined ${new Date(row.createdAt).toISOString()}`,
  );
  return { code: 0, lines: [`${total?.players ?? 0} players (showing ${rows.length} from ${offset})`, ...lines] };
}

const DAY_MS = 86_400_000;

async function keysPrune(db: Queryable, args: readonly string[], now: number): Promise<AdminResult> {
  const days = wholeNumber(args, 'days', 30);
  if (days === undefined || days < 1) return { code: 2, lines: [USAGE] };
  const removed = await pruneIdempotencyKeys(db, now - days * DAY_MS);
  return { code: 0, lines: [`Forgot ${removed} idempotency keys older than ${days} days.`] };
}

/** Runs one command at `now` (ms) as `actor`; a change it makes goes to the audit log. */
export async function runAdminCommand(db: Queryable, args: readonly string[], now: number, actor: CliActor): Promise<AdminResult> {
  const operator = cliOperator(args, actor);
  if ('refused' in operator) return { code: 1, lines: [operator.refused] };
  const result = await dispatch(db, args, now);
  if (result.code === 0) await auditCliChange(db, args, { operatorId: operator.operatorId, actor, result: result.lines[0] }, now);
  return result;
}

async function dispatch(db: Queryable, args: readonly string[], now: number): Promise<AdminResult> {
  const [group, ...rest] = args;
  if (group === 'season') return seasonCommand(db, 'main', rest, now);
  if (group === 'event') return seasonCommand(db, 'event', rest, now);
  if (group === 'users' && rest[0] === 'list') return usersList(db, rest.slice(1));
  if (group === 'keys' && rest[0] === 'prune') return keysPrune(db, rest.slice(1), now);
  if (group === 'catalog') return catalogCommand(db, rest, now);
  return { code: 2, lines: [USAGE] };
}
