/**
 * News told once in the game: a row per thing to tell (a friend joined through the player's link,
 * the welcome gift of an invite), written in the transaction that made it true, sent with every
 * game-user answer until the client acknowledges it (POST /backend/hub/news/ack).
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { NEWS_LIMIT, type NewsItem } from '#protocol/news';
import type { Queryable } from '../db/database.ts';
import { playerNews } from '../db/schema.ts';

export interface NewNews {
  userId: number;
  kind: NewsItem['kind'];
  /** The other player it is about; with `userId` and `kind`, told once. */
  about: number;
  name: string | null;
  tokens: number;
}

/** Records a news item, once per (player, kind, other player). */
export async function addNews(tx: Queryable, news: NewNews, now: number): Promise<void> {
  const { userId, kind, about, name, tokens } = news;
  await tx.insert(playerNews).values({ userId, kind, about, data: { name, tokens }, createdAt: now }).onConflictDoNothing();
}

/**
 * The unacknowledged news of the player `userId` names (SQL), oldest first, at most NEWS_LIMIT, as
 * a JSON array or null: read with the player (login.ts, player-statements.ts), no round trip of its own.
 */
export function unseenNewsJson(userId: SQL): SQL {
  return sql`(select json_agg(json_build_object('id', n.id, 'kind', n.kind, 'data', n.data) order by n.id) from (
    select ${playerNews.id} as id, ${playerNews.kind} as kind, ${playerNews.data} as data from ${playerNews}
    where ${playerNews.userId} = ${userId} and ${playerNews.seenAt} is null order by ${playerNews.id} limit ${sql.raw(String(NEWS_LIMIT))}) n)`;
}

/** The news `unseenNewsJson` answers (parsed, or as JSON text), as the game-user answer tells them. */
export function newsFromJson(json: unknown): NewsItem[] {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as { id: number; kind: NewsItem['kind']; data: unknown }[] | null;
  return (rows ?? []).map((row) => {
    const data = (row.data ?? {}) as { name?: unknown; tokens?: unknown };
    return {
      id: row.id,
      kind: row.kind,
      name: typeof data.name === 'string' && data.name !== '' ? data.name : null,
      tokens: typeof data.tokens === 'number' ? Math.max(0, Math.floor(data.tokens)) : 0,
    };
  });
}

/** The player's unacknowledged news, oldest first, at most NEWS_LIMIT, read on their own. */
export async function unseenNews(db: Queryable, userId: number): Promise<NewsItem[]> {
  const result: unknown = await db.execute(sql`select ${unseenNewsJson(sql`${userId}::bigint`)}::text as news`);
  return newsFromJson((result as { rows: { news: unknown }[] }).rows[0]?.news ?? null);
}

/** Marks the player's items `ids` seen (another player's ids change nothing); answers how many were new. */
export async function acknowledgeNews(db: Queryable, userId: number, ids: readonly number[], now: number): Promise<number> {
  const rows = await db
    .update(playerNews)
    .set({ seenAt: now })
    .where(and(eq(playerNews.userId, userId), inArray(playerNews.id, [...ids]), isNull(playerNews.seenAt)))
    .returning({ id: playerNews.id });
  return rows.length;
}
