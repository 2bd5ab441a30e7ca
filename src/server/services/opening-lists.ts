/**
 * The lists the sync reads beside a snapshot (#protocol/game-user `openingListsSchema`), built from
 * what the snapshot's read already holds: a login with `?snapshot=` and game-user with `?lists=1`
 * answer them, so an open is one request, not three (docs/scaling.md).
 */
import type { OpeningLists } from '#protocol/game-user';
import { QUEST_LIST_LIMIT } from '#protocol/quests';
import type { AppContext } from '../context.ts';
import type { Answered } from './game-user.ts';
import { friendsInvitedOf } from './player-store.ts';
import { questListOf } from './quest-list.ts';
import { seasonData } from './season-data.ts';

/**
 * The season as GET season/get-data answers it and the quest list as POST quest-list answers an
 * empty body, for player `userId` as `answered` shows them (read with the friends they invited).
 */
export async function openingLists(context: AppContext, userId: number, answered: Answered): Promise<OpeningLists> {
  const friendsInvited = friendsInvitedOf(answered);
  const [season, quests] = await Promise.all([
    seasonData(context.db, answered.running),
    questListOf(context, userId, answered.view, friendsInvited, { limit: QUEST_LIST_LIMIT, offset: 0 }),
  ]);
  return { season, quests };
}
