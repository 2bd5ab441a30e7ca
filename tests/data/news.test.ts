/** The news the server tells: kept by id until shown and acknowledged, never twice. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '#protocol/news';
import { GameDatabase } from '#client/data/storage/db.ts';
import { dropNews, keepNews } from '#client/data/storage/news.ts';

const joined: NewsItem = { id: 1, kind: 'friend-joined', name: 'Bo', tokens: 1000 };
const gift: NewsItem = { id: 2, kind: 'welcome-gift', name: 'Ana', tokens: 0 };

async function held(db: GameDatabase): Promise<unknown> {
  return (await db.meta.get('news'))?.value;
}

describe('the news kept on the device', () => {
  it('keeps each item once whatever answers repeat it, and drops what was acknowledged', async () => {
    const db = new GameDatabase(`news-test-${String(Date.now())}`);
    await db.transaction('rw', db.meta, () => keepNews(db, [joined]));
    await db.transaction('rw', db.meta, () => keepNews(db, [joined, gift]));
    expect(await held(db)).toEqual([joined, gift]);
    await dropNews(db, [1]);
    expect(await held(db)).toEqual([gift]);
    await db.transaction('rw', db.meta, () => keepNews(db, []));
    expect(await held(db)).toEqual([gift]);
    await db.delete();
  });
});
