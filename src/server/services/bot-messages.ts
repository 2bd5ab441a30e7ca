/**
 * Messages the bot sends to players: a welcome, a referrer's "a friend joined", a Discord link's
 * confirmation. Each goes out at most once per (kind, player), whatever the concurrency: the
 * message's row is inserted first under a unique key, and only the request whose insert landed
 * sends it, through the message queue's one sender (bot-queue.ts), which records the outcome. Texts and buttons are composed here from the server's
 * translated templates; nothing a player wrote is ever sent.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { botTexts, formatAmount } from '../bot/texts.ts';
import type { AppContext } from '../context.ts';
import { botMessages, tokenLedger, users } from '../db/schema.ts';
import { CLAIM_LEASE_MS, deliver } from './bot-queue.ts';
import { saveDiscordId, type StoredUser } from './users.ts';

/** `pending`: being sent now; `queued`: sent later by the queue (the chat's second, a retry); `skipped`: nobody to tell. */
export type BotMessageStatus = 'queued' | 'pending' | 'sent' | 'recorded' | 'failed' | 'skipped';

interface OutgoingMessage {
  kind: 'welcome' | 'discord' | 'referral';
  /** The player the message is about; with `kind`, its unique key. */
  userId: number;
  chatId: number;
  text: string;
}

async function storedStatus(context: AppContext, kind: OutgoingMessage['kind'], userId: number): Promise<BotMessageStatus> {
  const [row] = await context.db
    .select({ status: botMessages.status })
    .from(botMessages)
    .where(and(eq(botMessages.kind, kind), eq(botMessages.userId, userId), eq(botMessages.dedupeKey, '')));
  return row?.status ?? 'pending';
}

/**
 * Queues `message` unless a message of its kind about its player exists, and sends it at once
 * through the queue's one sender (bot-queue.ts); answers the outcome. The row is held by this
 * request's lease: if the process stops before the call, a queue sender takes it when the lease ends.
 */
async function deliverOnce(context: AppContext, message: OutgoingMessage, log: FastifyBaseLogger): Promise<BotMessageStatus> {
  const { kind, userId } = message;
  const now = context.config.now();
  const [claimed] = await context.db
    .insert(botMessages)
    .values({
      kind,
      userId,
      chatId: String(message.chatId),
      text: message.text,
      status: 'queued',
      dueAt: now,
      leaseUntil: now + CLAIM_LEASE_MS,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (claimed === undefined) return storedStatus(context, kind, userId);
  return deliver(context, claimed, log);
}

/** The welcome, to the player themself, once. */
export async function sendWelcome(context: AppContext, user: StoredUser, log: FastifyBaseLogger): Promise<BotMessageStatus> {
  const texts = botTexts(user.language);
  const userId = user.telegramId;
  return deliverOnce(context, { kind: 'welcome', userId, chatId: userId, text: texts.welcome }, log);
}

/**
 * Tells the referrer, once, that `friendId` joined through their link and what it earned them:
 * only when the referral was credited (the referrer had opened the game before the friend's first
 * open), with the amount the ledger holds. `skipped` when there is no such credit.
 */
export async function notifyReferrer(context: AppContext, friendId: number, log: FastifyBaseLogger): Promise<BotMessageStatus> {
  // The friend's referrer first: the credit is found under its player's key (docs/scaling.md).
  const [friend] = await context.db.select({ referrerId: users.referrerId }).from(users).where(eq(users.telegramId, friendId));
  const referrerId = friend?.referrerId ?? null;
  if (referrerId === null) return 'skipped';
  const [credit] = await context.db
    .select({ referrerId: tokenLedger.userId, amount: tokenLedger.amount, language: users.language })
    .from(tokenLedger)
    .innerJoin(users, eq(users.telegramId, tokenLedger.userId))
    .where(
      and(eq(tokenLedger.userId, referrerId), eq(tokenLedger.reason, 'referral'), eq(tokenLedger.idempotencyKey, `referral:${friendId}`)),
    );
  if (credit === undefined) return 'skipped';
  const texts = botTexts(credit.language);
  const text = texts.friendJoined(formatAmount(credit.amount, credit.language));
  return deliverOnce(context, { kind: 'referral', userId: friendId, chatId: credit.referrerId, text }, log);
}

/** Links a Discord id to the player (the latest wins) and confirms the first link, once. */
export async function linkDiscord(
  context: AppContext,
  user: StoredUser,
  discordId: string,
  log: FastifyBaseLogger,
): Promise<BotMessageStatus> {
  await saveDiscordId(context.db, user.telegramId, discordId, context.config.now());
  const texts = botTexts(user.language);
  const userId = user.telegramId;
  return deliverOnce(context, { kind: 'discord', userId, chatId: userId, text: texts.discordLinked }, log);
}
