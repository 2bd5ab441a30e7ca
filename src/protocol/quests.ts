/** POST /backend/hub/engine/quest-list (empty body, or `{ limit, offset }`; limit 100, offset 0). */
import { z } from 'zod';
import type { QuestView } from '#domain/quests';
import { questDefSchema } from './catalog.ts';
import type { SameType } from './type-check.ts';

export const QUEST_LIST_LIMIT = 100;

export const questListBodySchema = z
  .object({ limit: z.number().int().min(1).max(QUEST_LIST_LIMIT).default(QUEST_LIST_LIMIT), offset: z.number().int().min(0).default(0) })
  .default({ limit: QUEST_LIST_LIMIT, offset: 0 });

export const questViewSchema = questDefSchema.extend({ status: z.enum(['NONE', 'PENDING', 'COMPLETED']), takenAt: z.number().nullable() });
const _questViewMatches: SameType<z.infer<typeof questViewSchema>, QuestView> = true;

/** `claimable`: the quest is PENDING and its condition holds now (the server checked the facts). */
export const questListItemSchema = questViewSchema.extend({ claimable: z.boolean() });

export const questListResponseSchema = z.object({
  quests: z.array(questListItemSchema),
  /** Quests on offer (before limit and offset). */
  total: z.number().int(),
  /** Quests on offer not yet taken: total − COMPLETED − PENDING. */
  available: z.number().int(),
  friendsInvited: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  serverNow: z.number(),
});
export type QuestListResponse = z.infer<typeof questListResponseSchema>;
