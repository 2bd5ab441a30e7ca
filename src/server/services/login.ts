/**
 * A login in one round trip (docs/scaling.md, "The load model"): one statement answers whether the
 * player is banned (an operator's ban refuses the login) and, for anyone else (a player not created
 * yet included: the first login comes before the snapshot creates the row), counts the day
 * (`login_days`: daily actives and retention) and the contact (`bot_contacts`: the launch data's
 * consent, one more login in this UTC hour, the reminder pass's next look put off until the player
 * may be away). The same statement reads what the snapshot and its lists need: the player as the
 * player store reads it (with its version), its unseen news, the running seasons and the active
 * catalog version (for a player to create), a kept `/start` payload, and the friends it invited
 * (with the player: none before the player exists).
 */
import { sql } from 'drizzle-orm';
import { REMINDER_MIN_AWAY_MS } from '#domain/reminders';
import type { NewsItem } from '#protocol/news';
import type { Database } from '../db/database.ts';
import { botContacts, botStarts, loginDays, users } from '../db/schema.ts';
import { dayOf } from './login-days.ts';
import { newsFromJson, unseenNewsJson } from './news.ts';
import { fromJson, runningFromJson } from './player-json.ts';
import { RUNNING_SEASONS, playerJson, prepare } from './player-statements.ts';
import type { VersionedPlayer } from './player-store.ts';
import type { RunningSeasons } from './season-sync.ts';

const HOUR_MS = 3_600_000;

const id = sql`${sql.placeholder('id')}::bigint`;
const now = sql`${sql.placeholder('now')}::bigint`;
const column = (name: string) => sql.identifier(name);

export const LOGIN = sql`with ${RUNNING_SEASONS},
  banned as (select 1 from ${users} where ${users.telegramId} = ${id} and ${users.bannedAt} is not null),
  counted as (
    insert into ${loginDays} (${column(loginDays.userId.name)}, ${column(loginDays.day.name)})
    select ${id}, ${sql.placeholder('day')}::integer where not exists (select 1 from banned)
    on conflict do nothing
  ),
  contact as (
    insert into ${botContacts} (${column(botContacts.userId.name)}, ${column(botContacts.allowsMessages.name)}, ${column(botContacts.activeHours.name)}, ${column(botContacts.updatedAt.name)}, ${column(botContacts.remindAt.name)})
    select ${id}, ${sql.placeholder('allows')}::boolean, ${sql.placeholder('hours')}::integer[], ${now}, ${now} + ${sql.raw(String(REMINDER_MIN_AWAY_MS))}::bigint
    where not exists (select 1 from banned)
    on conflict (${column(botContacts.userId.name)}) do update set
      ${column(botContacts.remindAt.name)} = greatest(${botContacts.remindAt}, excluded.${column(botContacts.remindAt.name)}),
      ${column(botContacts.allowsMessages.name)} = excluded.${column(botContacts.allowsMessages.name)},
      ${column(botContacts.activeHours.name)} = (select array_agg(case when i = ${sql.placeholder('slot')}::integer then h + 1 else h end order by i)
        from unnest(${botContacts.activeHours}) with ordinality as a(h, i)),
      ${column(botContacts.updatedAt.name)} = excluded.${column(botContacts.updatedAt.name)}
  )
  select exists (select 1 from banned) as banned,
    (select ${playerJson({ key: sql`null::text`, friends: sql`true` })} from ${users} cross join running where ${users.telegramId} = ${id}) as row,
    (select list from running)::text as running,
    (select catalog from running) as catalog,
    ${unseenNewsJson(id)}::text as news,
    (select ${botStarts.payload} from ${botStarts} where ${botStarts.telegramId} = ${id}) as bot_start`;

export interface Login {
  banned: boolean;
  /** The player as stored, with its version; undefined before the first snapshot creates it. */
  player: VersionedPlayer | undefined;
  news: NewsItem[];
  running: RunningSeasons;
  /** The active catalog version (1 before the seed). */
  catalogVersion: number;
  /** The `/start` payload the bot kept for someone who has not opened the game yet. */
  botStart: string | undefined;
}

type Run = ReturnType<typeof prepare<'id' | 'now' | 'day' | 'allows' | 'hours' | 'slot'>>;
const prepared = new WeakMap<Database, Run>();

/** Records the login of `telegramId` at `now` (unless banned) and reads the player, in one round trip. */
export async function recordLogin(database: Database, telegramId: number, allowsMessages: boolean, now: number): Promise<Login> {
  let run = prepared.get(database);
  if (run === undefined) {
    run = prepare(database, 'login', LOGIN, {
      params: { id: 'bigint', day: 'integer', allows: 'boolean', hours: 'integer[]', now: 'bigint', slot: 'integer' },
      returns: {
        banned: 'boolean',
        row: 'text',
        running: 'text',
        catalog: 'integer',
        news: 'text',
        bot_start: 'text',
      },
    });
    prepared.set(database, run);
  }
  const slot = Math.floor(now / HOUR_MS) % 24;
  const [row] = await run({
    id: telegramId,
    now,
    day: dayOf(now),
    allows: allowsMessages,
    hours: Array.from({ length: 24 }, (_, hour) => (hour === slot ? 1 : 0)),
    // Postgres arrays count from 1.
    slot: slot + 1,
  });
  if (row === undefined) throw new Error('the login statement answered no row');
  return {
    banned: row.banned === true,
    player: fromJson(row.row),
    news: newsFromJson(row.news),
    running: runningFromJson(row.running),
    catalogVersion: row.catalog === null || row.catalog === undefined ? 1 : Number(row.catalog),
    botStart: typeof row.bot_start === 'string' ? row.bot_start : undefined,
  };
}
