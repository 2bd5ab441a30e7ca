/**
 * The console's view of the bot's message queue (queued, sent, failed and why) and its
 * announcements: the operator's text, to a segment of the players the bot may write to, queued
 * and sent like every other message.
 */
import { z } from 'zod/mini';
import { CONSOLE_API } from './console.ts';

export const CONSOLE_MESSAGES_PATH = `${CONSOLE_API}/messages`;
export const CONSOLE_ANNOUNCE_PATH = `${CONSOLE_API}/messages/announce`;
/** Telegram's longest message text. */
export const ANNOUNCEMENT_MAX_LENGTH = 4096;

export const messageKindSchema = z.enum(['welcome', 'discord', 'referral', 'reminder', 'announcement']);
export const messageStatusSchema = z.enum(['queued', 'pending', 'sent', 'recorded', 'failed', 'skipped']);

export const consoleMessagesSchema = z.object({
  /** Rows per kind and status. */
  counts: z.array(z.object({ kind: messageKindSchema, status: messageStatusSchema, count: z.int() })),
  /** The newest messages that failed or were skipped, with why. */
  problems: z.array(
    z.object({
      id: z.int(),
      kind: messageKindSchema,
      status: messageStatusSchema,
      userId: z.int(),
      error: z.nullable(z.string()),
      attempts: z.int(),
      createdAt: z.int(),
    }),
  ),
});
export type ConsoleMessages = z.infer<typeof consoleMessagesSchema>;

export const announcementSegmentSchema = z.enum(['all', 'active7', 'language']);
export type AnnouncementSegment = z.infer<typeof announcementSegmentSchema>;

export const announceBodySchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(ANNOUNCEMENT_MAX_LENGTH)),
  segment: announcementSegmentSchema,
  /** For the `language` segment: Telegram's language code (`ru`, `pt-br`); matches its language with any region. */
  language: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i))),
});
export const announceResponseSchema = z.object({ announcementId: z.string(), queued: z.int() });
