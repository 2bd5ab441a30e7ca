/**
 * The users table: one row per player, the PlayerState as JSONB. Its state is written by one
 * writer, player-store.ts: under the row's lock (`SELECT ... FOR UPDATE`) or by one statement
 * conditional on the row's version, so concurrent requests for one player apply one after the
 * other on any number of instances. Here: the first insert, and reads that change nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlayerState } from '#domain/player';
import { playerStateSchema } from '#protocol/player-state';
import type { SessionClaims } from '../auth/session-token.ts';
import type { Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;
/** The player's row as the game reads it: the state checked; `event_tokens`, the database's own reading of the state for the event board, aside. */
export type StoredUser = Omit<UserRow, 'state' | 'eventTokens'> & { state: PlayerState };

/** The row with its state checked: a state this server cannot play is an error here, not a wrong rule later. */
function stored({ eventTokens: _board, ...row }: UserRow): StoredUser {
  return { ...row, state: playerStateSchema.parse(row.state) };
}

/** The player's row without a lock (reads that change nothing). */
export async function readUser(db: Queryable, telegramId: number): Promise<StoredUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.telegramId, telegramId));
  return row === undefined ? undefined : stored(row);
}

export type NewUser = Omit<typeof users.$inferInsert, 'state' | 'seasonTokens'> & { state: PlayerState };

/** The row of a player at their first open: who they are, from the launch data, and their new farm. */
export function newUserRow(
  claims: SessionClaims,
  joined: { startParam: string | undefined; referrerId: number | null },
  state: PlayerState,
  now: number,
): StoredUser {
  return {
    telegramId: claims.userId,
    gameId: randomUUID(),
    name: claims.name,
    username: claims.username ?? null,
    photoUrl: claims.photoUrl ?? null,
    language: claims.language,
    startParam: joined.startParam ?? null,
    referrerId: joined.referrerId,
    premium: claims.premium,
    discordId: null,
    wallet: null,
    state,
    seasonId: null,
    eventId: null,
    seasonTokens: state.tokensEarned,
    bannedAt: null,
    banReason: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Inserts a player; undefined when another request created the same player first. */
export async function insertUser(tx: Queryable, user: NewUser): Promise<StoredUser | undefined> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, seasonTokens: user.state.tokensEarned })
    .onConflictDoNothing({ target: users.telegramId })
    .returning();
  return row === undefined ? undefined : stored(row);
}

export async function saveDiscordId(db: Queryable, telegramId: number, discordId: string, now: number): Promise<void> {
  await db.update(users).set({ discordId, updatedAt: now }).where(eq(users.telegramId, telegramId));
}
