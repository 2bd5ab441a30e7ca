/**
 * The check of the JSON row a player read answers (player-statements.ts builds it): a row this
 * server cannot play is an error here, not a wrong rule later.
 */
import { z } from 'zod/mini';
import { playerStateSchema } from '#protocol/player-state';
import type { SameType } from '#protocol/type-check';
import { newsFromJson } from './news.ts';
import type { VersionedPlayer } from './player-store.ts';
import type { RunningSeasons } from './season-sync.ts';
import type { SeasonRow } from './seasons.ts';
import type { StoredUser } from './users.ts';

const seasonRowSchema = z.object({
  id: z.int(),
  kind: z.enum(['main', 'event']),
  number: z.int(),
  name: z.string(),
  startedAt: z.number(),
  endedAt: z.nullable(z.number()),
});
const runningListSchema = z.nullable(z.array(seasonRowSchema));
const storedUserSchema = z.object({
  telegramId: z.number(),
  gameId: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  photoUrl: z.nullable(z.string()),
  language: z.string(),
  startParam: z.nullable(z.string()),
  referrerId: z.nullable(z.number()),
  premium: z.boolean(),
  discordId: z.nullable(z.string()),
  wallet: z.nullable(z.string()),
  state: playerStateSchema,
  seasonId: z.nullable(z.int()),
  eventId: z.nullable(z.int()),
  seasonTokens: z.number(),
  bannedAt: z.nullable(z.number()),
  banReason: z.nullable(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
});
const playerJsonSchema = z.extend(storedUserSchema, {
  version: z.string(),
  running: runningListSchema,
  catalogVersion: z.nullable(z.int()),
  answer: z.nullable(
    z.object({
      requestHash: z.string(),
      statusCode: z.int(),
      response: z.string(),
      baseId: z.nullable(z.number()),
      base: z.nullable(z.string()),
    }),
  ),
  base: z.nullable(z.object({ id: z.number(), createdAt: z.number(), body: z.string() })),
  news: z.nullable(z.array(z.object({ id: z.number(), kind: z.enum(['friend-joined', 'welcome-gift']), data: z.unknown() }))),
  friendsInvited: z.nullable(z.int()),
  adView: z.nullable(z.object({ id: z.string(), card: z.nullable(z.string()), createdAt: z.number() })),
});
const _storedUserMatches: SameType<z.infer<typeof storedUserSchema>, StoredUser> = true;
const _seasonRowMatches: SameType<z.infer<typeof seasonRowSchema>, SeasonRow> = true;

const bytes = (base64: string): Buffer => Buffer.from(base64, 'base64');

/** `running.list` (the running seasons as a JSON array, or null) as the main season and the event. */
function runningOf(list: readonly SeasonRow[] | null): RunningSeasons {
  return { main: list?.find((row) => row.kind === 'main'), event: list?.find((row) => row.kind === 'event') };
}

/** The running seasons as `running.list` answers them in JSON text (null: none). */
export function runningFromJson(text: unknown): RunningSeasons {
  return runningOf(typeof text === 'string' ? runningListSchema.parse(JSON.parse(text)) : null);
}

/** The JSON text a read answers, checked: a row this server cannot play is an error here, not a wrong rule later. */
export function fromJson(text: unknown): VersionedPlayer | undefined {
  if (typeof text !== 'string') return undefined;
  const { version, running, catalogVersion, answer, base, news, friendsInvited, adView, ...user } = playerJsonSchema.parse(
    JSON.parse(text),
  );
  return {
    user,
    version,
    running: runningOf(running),
    // Before the seed (a database only migrated), version 1 is the catalog in force.
    catalogVersion: catalogVersion ?? 1,
    answer:
      answer === null ? undefined : { ...answer, response: bytes(answer.response), base: answer.base === null ? null : bytes(answer.base) },
    base: base === null ? undefined : { ...base, body: bytes(base.body) },
    news: news === null ? undefined : newsFromJson(news),
    friendsInvited: friendsInvited ?? undefined,
    adView: adView ?? undefined,
  };
}
