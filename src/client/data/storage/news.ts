/**
 * News the server sends with game-user (a friend joined, the welcome gift of an invite): kept in
 * the meta table by the sync that brought it, shown once by the app, then acknowledged to the
 * server (POST /backend/hub/news/ack) and dropped. Kept until then, so news that arrives before
 * the app listens is not lost, and an acknowledgement that fails is sent again by the next sync.
 */
import type { NewsItem } from '#protocol/news';
import type { GameDatabase } from './db.ts';

export function isNewsList(value: unknown): value is NewsItem[] {
  return Array.isArray(value);
}

/** Adds the news items not held yet (by id); must run inside a transaction over `meta`. */
export async function keepNews(db: GameDatabase, items: readonly NewsItem[]): Promise<void> {
  if (items.length === 0) return;
  const row = await db.meta.get('news');
  const held = row !== undefined && isNewsList(row.value) ? row.value : [];
  const known = new Set(held.map((item) => item.id));
  const added = items.filter((item) => !known.has(item.id));
  if (added.length > 0) await db.meta.put({ key: 'news', value: [...held, ...added] });
}

/** Drops the news items `ids` (shown and acknowledged). */
export async function dropNews(db: GameDatabase, ids: readonly number[]): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get('news');
    if (row === undefined || !isNewsList(row.value)) return;
    const left = row.value.filter((item) => !ids.includes(item.id));
    await db.meta.put({ key: 'news', value: left });
  });
}
