/** POST /backend/hub/news/ack, in the network chunk. */
import { NEWS_ACK_PATH, newsAckResponseSchema } from '#protocol/news';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';

/**
 * Tells the server these news items were shown, so it sends them no more.
 */
export async function requestNewsAck(context: DataContext, ids: readonly number[]): Promise<void> {
  await requestJson(context, { method: 'POST', path: NEWS_ACK_PATH, body: { ids }, schema: newsAckResponseSchema, mode: 'throw' });
}
