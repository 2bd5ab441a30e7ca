/**
 * How another player appears on a list (the leaderboard, the friends list): a name and an avatar,
 * both decided by the server.
 */
import { z } from 'zod/mini';

/**
 * The display name: the player's Telegram name (first name, then the last name when Telegram has
 * one), or `@username` when the name is empty; null when the player has neither (the screen shows
 * a placeholder). Control and bidi characters were removed at login.
 */
export const displayNameSchema = z.nullable(z.string().check(z.minLength(1), z.maxLength(160)));

/**
 * The avatar: the launch data's `photo_url` when it is an https address on Telegram's hosts (the
 * server refuses anything else at login), else null (the screen shows initials).
 */
export const photoUrlSchema = z.nullable(z.string().check(z.startsWith('https://'), z.maxLength(512)));
