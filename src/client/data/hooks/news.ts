/** The news the server told (a friend joined, the welcome gift): held until shown, then acknowledged. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { NewsItem } from '#protocol/news';
import type { DataClient } from '../client.ts';
import { withNetwork } from '../network-loader.ts';
import { useDataClient } from '../provider.ts';
import { dropNews, isNewsList } from '../storage/news.ts';

/** The news held, oldest first (empty while loading). */
export function useNews(): readonly NewsItem[] {
  const db = useDataClient()?.context.db;
  return (
    useLiveQuery(async () => {
      const row = await db?.meta.get('news');
      return row !== undefined && isNewsList(row.value) ? row.value : [];
    }, [db]) ?? []
  );
}

/**
 * Tells the server the news items `ids` were shown, then drops them; false when it could not be
 * told now (they stay, and the next sync's answer shows them again).
 */
export async function acknowledgeNews(client: DataClient | undefined, ids: readonly number[]): Promise<boolean> {
  if (client === undefined) return false;
  const { context } = client;
  const told = await withNetwork((network) => network.requestNewsAck(context, ids).then(() => true), false).catch(() => false);
  if (told) await dropNews(context.db, ids).catch(() => undefined);
  return told;
}
