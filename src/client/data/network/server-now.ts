/** The server clock, learned from the answers that carry `serverNow`. */
import { HEADERS } from '#protocol/headers';
import type { DataContext } from '../context.ts';
import type { WireResponse } from '../transport/transport.ts';

/**
 * Learns the server clock from an answer's `serverNow`, persisting big changes. An answer replayed
 * from the idempotency store is skipped: its `serverNow` is the time the action was first applied,
 * and learning from it would set the clock back by however late the retry came.
 */
export function observeServerNow(context: DataContext, json: unknown, response: WireResponse): void {
  if (response.headers.get(HEADERS.idempotentReplayed) === 'true') return;
  if (json === null || typeof json !== 'object' || !('serverNow' in json) || typeof json.serverNow !== 'number') return;
  if (context.clock.observe(json.serverNow, response.sentAt, response.receivedAt)) {
    context.db.meta.put({ key: 'serverOffset', value: context.clock.offset() }).catch(() => undefined);
  }
}
