/**
 * The error body of every failed response, and the reasons the server itself gives (the domain's
 * rule refusals come from `#domain/result` with their own codes).
 */
import { z } from 'zod/mini';

/** Reasons given by the HTTP layer; a client acts on them without reading the message. */
export const HTTP_REASONS = [
  'INVALID_INPUT',
  'AUTH_INVALID',
  'AUTH_EXPIRED',
  'AUTH_FROM_FUTURE',
  'SESSION_MISSING',
  'SESSION_INVALID',
  'SESSION_EXPIRED',
  'USER_NOT_FOUND',
  'FORBIDDEN',
  'BANNED',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'IDEMPOTENCY_KEY_REUSED',
  'NO_ACTIVE_SEASON',
  'NO_ACTIVE_EVENT',
  'SEASON_CHANGED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type HttpReason = (typeof HTTP_REASONS)[number];

/** Reasons after which the client logs in again (then backs off and reloads). */
export const RELOGIN_REASONS: readonly HttpReason[] = ['SESSION_MISSING', 'SESSION_INVALID', 'SESSION_EXPIRED', 'USER_NOT_FOUND'];

/** Every 4xx/5xx answer: `{ message, reason }`. `reason` is an HTTP reason or a domain reason. */
export const errorBodySchema = z.object({ message: z.string(), reason: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Messages the client matches on, word for word. */
export const MESSAGES = {
  /** In any response: the season or event the client is on has ended or changed; reload. */
  seasonRefresh: 'season-or-event-end-updated-used-refresh',
  noActiveSeason: 'No active season found.',
  userNotFound: 'user not found',
  forbidden: 'Forbidden',
  /** An operator banned the player: every request of the player's own is refused, nothing changes. */
  banned: 'This account is suspended.',
  /** Contains "database", which the client shows as "Service is currently unavailable". */
  databaseUnavailable: 'The database is unavailable, please try again later.',
  internal: 'Internal server error',
} as const;
