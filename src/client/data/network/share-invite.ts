/** The invite as a message the bot prepared, asked of the server (it saves it with the Bot API). */
import { SHARE_INVITE_PATH, shareInviteSchema } from '#protocol/share';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';

/**
 * The prepared message's id for `shareMessage`; throws a `RequestError` when there is none.
 */
export async function requestPreparedInvite(context: DataContext): Promise<string> {
  const answer = await requestJson(context, { method: 'POST', path: SHARE_INVITE_PATH, body: {}, schema: shareInviteSchema });
  return answer.id;
}
