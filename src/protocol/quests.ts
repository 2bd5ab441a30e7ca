/**
 * POST /backend/hub/engine/quest-list (empty body, or `{ limit, offset }`; limit 100, offset 0).
 *
 * The answer is a zod/mini schema (the client parses it); the body is a zod schema for the
 * server's route schemas, made as `@__PURE__` so the client's bundle leaves it, and zod, out.
 */
import { z as zodClassic } from 'zod';
import { z } from 'zod/mini';
import type { QuestView } from '#domain/quests';
import { questDefSchema } from './catalog.ts';
import type { SameType } from './type-check.ts';

export const QUEST_LIST_LIMIT = 100;

export const questListBodySchema = /* @__PURE__ */ (() =>
  zodClassic
    .object({
      limit: zodClassic.number().int().min(1).max(QUEST_LIST_LIMIT).default(QUEST_LIST_LIMIT),
      offset: zodClassic.number().int().min(0).default(0),
    })
    .default({ limit: QUEST_LIST_LIMIT, offset: 0 }))();

export const questViewSchema = z.extend(questDefSchema, {
  status: z.enum(['NONE', 'PENDING', 'COMPLETED']),
  takenAt: z.nullable(z.number()),
});
const _questViewMatches: SameType<z.infer<typeof questViewSchema>, QuestView> = true;

/** `claimable`: the quest is PENDING and its condition holds now (the server checked the facts). */
export const questListItemSchema = z.extend(questViewSchema, { claimable: z.boolean() });

export const questListResponseSchema = z.object({
  quests: z.array(questListItemSchema),
  /** Quests on offer (before limit and offset). */
  total: z.int(),
  /** Quests on offer not yet taken: total − COMPLETED − PENDING. */
  available: z.int(),
  friendsInvited: z.int(),
  limit: z.int(),
  offset: z.int(),
  serverNow: z.number(),
});
export type QuestListResponse = z.infer<typeof questListResponseSchema>;
