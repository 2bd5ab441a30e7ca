/**
 * Messages the bot sends to players: a welcome, a referrer's "a friend joined", a Discord link's
 * confirmation. Each goes out at most once per (kind, player), whatever the concurrency: the
 * message's row is inserted first under a unique key, and only the request whose insert landed
 * sends, then records the outcome. Texts and buttons are composed here from the server's
 * translated templates; nothing a player wrote is ever sent.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { playButton } from '../bot/launch.ts';
import { botTexts, formatAmount, type BotTexts } from '../bot/texts.ts';
import type { AppContext } from '../context.ts';
import { botMessages, tokenLedger, users } from '../db/schema.ts';
import type { InlineButton } from '../telegram/bot-api.ts';
import { saveDiscordId, type StoredUser } from './users.ts';

export type BotMessageKind = 'welcome' | 'discord' | 'referral';
/** `pending`: another request is sending it now; `skipped`: there is nobody to tell. */
export type BotMessageStatus = 'pending' | 'sent' | 'recorded' | 'failed' | 'skipped';

interface OutgoingMessage {
  kind: BotMessageKind;
  /** The player the message is about; with `kind`, its unique key. */
  userId: number;
  chatId: number;
  text: string;
  buttons: InlineButton[];
}

async function storedStatus(context: AppContext, kind: BotMessageKind, userId: number): Promise<BotMessageStatus> {
  const [row] = await context.db
    .select({ status: botMessages.status })
    .from(botMessages)
    .where(and(eq(botMessages.kind, kind), eq(botMessages.userId, userId)));
  return row?.status ?? 'pending';
}

type Outcome = { status: 'sent' | 'recorded'; error: null } | { status: 'failed'; error: string };

async function send(context: AppContext, message: OutgoingMessage): Promise<Outcome> {
  if (!context.bot.enabled) return { status: 'recorded', error: null };
  const sent = await context.bot.sendMessage(message.chatId, message.text, message.buttons.length === 0 ? [] : [message.buttons]);
  return sent.ok ? { status: 'sent', error: null } : { status: 'failed', error: `${sent.reason}: ${sent.message}`.slice(0, 500) };
}

/** Sends `message` unless a message of its kind about its player exists; answers the outcome. */
async function deliverOnce(context: AppContext, message: OutgoingMessage, log: FastifyBaseLogger): Promise<BotMessageStatus> {
  const { kind, userId } = message;
  const [claimed] = await context.db
    .insert(botMessages)
    .values({ kind, userId, chatId: String(message.chatId), text: message.text, status: 'pending', createdAt: context.config.now() })
    .onConflictDoNothing({ target: [botMessages.kind, botMessages.userId] })
    .returning({ id: botMessages.id });
  if (claimed === undefined) return storedStatus(context, kind, userId);
  // A crash between the insert and this update leaves the row pending: the message is then never
  // sent rather than maybe sent twice.
  const outcome = await send(context, message);
  await context.db.update(botMessages).set(outcome).where(eq(botMessages.id, claimed.id));
  context.metrics.botMessages.inc({ kind, status: outcome.status });
  if (outcome.status === 'recorded') log.info({ kind, chatId: message.chatId }, 'bot message recorded, not sent (no BOT_TOKEN)');
  if (outcome.error !== null) log.warn({ kind, chatId: message.chatId, error: outcome.error }, 'bot message failed');
  return outcome.status;
}

function buttons(context: AppContext, texts: BotTexts): InlineButton[] {
  const play = playButton(context.config.bot, texts.play);
  return play === undefined ? [] : [play];
}

/** The welcome, to the player themself, once. */
export async function sendWelcome(context: AppContext, user: StoredUser, log: FastifyBaseLogger): Promise<BotMessageStatus> {
  const texts = botTexts(user.language);
  const userId = user.telegramId;
  return deliverOnce(context, { kind: 'welcome', userId, chatId: userId, text: texts.welcome, buttons: buttons(context, texts) }, log);
}

/**
 * Tells the referrer, once, that `friendId` joined through their link and what it earned them:
 * only when the referral was credited (the referrer had opened the game before the friend's first
 * open), with the amount the ledger holds. `skipped` when there is no such credit.
 */
export async function notifyReferrer(context: AppContext, friendId: number, log: FastifyBaseLogger): Promise<BotMessageStatus> {
  const [credit] = await context.db
    .select({ referrerId: tokenLedger.userId, amount: tokenLedger.amount, language: users.language })
    .from(tokenLedger)
    .innerJoin(users, eq(users.telegramId, tokenLedger.userId))
    .where(and(eq(tokenLedger.reason, 'referral'), eq(tokenLedger.idempotencyKey, `referral:${friendId}`)));
  if (credit === undefined) return 'skipped';
  const texts = botTexts(credit.language);
  const text = texts.friendJoined(formatAmount(credit.amount, credit.language));
  return deliverOnce(
    context,
    { kind: 'referral', userId: friendId, chatId: credit.referrerId, text, buttons: buttons(context, texts) },
    log,
  );
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
  return deliverOnce(context, { kind: 'discord', userId, chatId: userId, text: texts.discordLinked, buttons: [] }, log);
}
