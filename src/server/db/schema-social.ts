/**
 * Friends' tables: the news a player is told once in the game (a friend joined through their
 * link, the welcome gift of an invite), and the shares of friends' earnings already collected.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './columns.ts';

/**
 * One row per thing to tell a player at their next game-user (a toast), until they acknowledge it.
 * `about` is the other player (the friend who joined, the inviter), one row per (player, kind, about).
 */
export const playerNews = pgTable(
  'player_news',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    userId: ms('user_id').notNull(),
    kind: text('kind').$type<'friend-joined' | 'welcome-gift'>().notNull(),
    about: ms('about').notNull(),
    /** What the toast says, composed by the server (names as the lists show them, amounts). */
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: ms('created_at').notNull(),
    seenAt: ms('seen_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('player_news_once_idx').on(t.userId, t.kind, t.about),
    index('player_news_unseen_idx')
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
  ],
);

/** Each (inviter, friend, UTC day) whose share of the friend's earnings was collected: once each. */
export const friendShares = pgTable(
  'friend_shares',
  {
    inviterId: ms('inviter_id').notNull(),
    friendId: ms('friend_id').notNull(),
    day: integer('day').notNull(),
    /** Whole tokens credited. */
    amount: ms('amount').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inviterId, t.friendId, t.day] })],
);
