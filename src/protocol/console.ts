/**
 * The operator console's API (`/admin/api/...`): paths and the shapes of its answers, shared by the
 * server's routes and the console's pages. Every route answers 401 without an operator session,
 * 403 for a session whose operator is no longer in ADMIN_IDS; a change (POST) must carry
 * `CONSOLE_REQUEST_HEADER`, which a cross-site form cannot send.
 */
import { z } from 'zod/mini';

export const CONSOLE_API = '/admin/api';
/** The one-time link the bot hands out: `GET /admin/sign-in?token=...` sets the session and opens the console. */
export const CONSOLE_SIGN_IN_PATH = '/admin/sign-in';
/** Development only (no BOT_TOKEN): a fresh one-time link for an operator, followed at once. */
export const DEV_CONSOLE_LINK_PATH = '/dev/console-link';
export const CONSOLE_REQUEST_HEADER = 'x-console-request';

export const meSchema = z.object({ operatorId: z.number() });

const dayPointSchema = z.object({ day: z.string(), value: z.number() });
export type DayPoint = z.infer<typeof dayPointSchema>;

export const overviewSchema = z.object({
  players: z.number(),
  newToday: z.number(),
  activeToday: z.number(),
  /** Share (0..1) of the players who joined on a day (within the window) and logged in again 1 or 7 days later; null: no such cohort yet. */
  retentionDay1: z.nullable(z.number()),
  retentionDay7: z.nullable(z.number()),
  newPlayers: z.array(dayPointSchema),
  activePlayers: z.array(dayPointSchema),
  tokensCredited: z.array(dayPointSchema),
  tokensDebited: z.array(dayPointSchema),
  /** The last 24 hours, hour by hour (`hour` is ISO): actions applied and refused. */
  actions: z.array(z.object({ hour: z.string(), applied: z.number(), refused: z.number() })),
});
export type Overview = z.infer<typeof overviewSchema>;

const playerRowSchema = z.object({
  telegramId: z.number(),
  name: z.string(),
  username: z.nullable(z.string()),
  createdAt: z.number(),
  bannedAt: z.nullable(z.number()),
});
export type ConsolePlayerRow = z.infer<typeof playerRowSchema>;
export const playerSearchSchema = z.object({ players: z.array(playerRowSchema) });

export const playerDetailSchema = z.object({
  player: z.extend(playerRowSchema, {
    premium: z.boolean(),
    language: z.string(),
    referrerId: z.nullable(z.number()),
    banReason: z.nullable(z.string()),
    seasonTokens: z.number(),
    updatedAt: z.number(),
    /** The stored game state as kept (JSON). */
    state: z.unknown(),
  }),
  ledger: z.array(z.object({ id: z.number(), pool: z.string(), amount: z.number(), reason: z.string(), createdAt: z.number() })),
  actions: z.array(z.object({ action: z.string(), statusCode: z.number(), reason: z.nullable(z.string()), createdAt: z.number() })),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const banBodySchema = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) });

const seasonSchema = z.object({
  id: z.number(),
  kind: z.enum(['main', 'event']),
  number: z.number(),
  name: z.string(),
  startedAt: z.number(),
  endedAt: z.nullable(z.number()),
});
export type ConsoleSeason = z.infer<typeof seasonSchema>;
const scheduledSchema = z.object({
  id: z.number(),
  kind: z.enum(['main', 'event']),
  change: z.enum(['start', 'end']),
  name: z.nullable(z.string()),
  at: z.number(),
  operatorId: z.number(),
  doneAt: z.nullable(z.number()),
  outcome: z.nullable(z.string()),
});
export const seasonsSchema = z.object({ seasons: z.array(seasonSchema), scheduled: z.array(scheduledSchema) });

export const seasonKindSchema = z.enum(['main', 'event']);
export const seasonChangeBodySchema = z.object({ name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))) });
export const scheduleBodySchema = z.object({
  kind: seasonKindSchema,
  change: z.enum(['start', 'end']),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  /** When, ms since epoch; must be in the future. */
  at: z.number().check(z.int()),
});

export const auditSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      operatorId: z.number(),
      action: z.string(),
      target: z.nullable(z.string()),
      detail: z.unknown(),
      createdAt: z.number(),
    }),
  ),
});
