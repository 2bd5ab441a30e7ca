/**
 * Messages sent to players through the bot. Every message is stored with its outcome; without a
 * bot token it is only recorded and logged. Welcome and referral messages go out once per player.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { botMessages } from '../db/schema.ts';
import type { InlineButton } from '../telegram/bot-api.ts';
import { saveDiscordId } from './users.ts';

export type BotMessageKind = 'welcome' | 'discord' | 'referral';
export type BotMessageStatus = 'sent' | 'recorded' | 'failed';

export interface OutgoingMessage {
  kind: BotMessageKind;
  /** The player on whose behalf it is sent. */
  userId: number;
  chatId: number;
  text: string;
  buttons: InlineButton[];
}

/** The outcome of an earlier message of `kind` by this player that went out (or was recorded). */
export async function earlierMessage(context: AppContext, userId: number, kind: BotMessageKind): Promise<BotMessageStatus | undefined> {
  const [row] = await context.db
    .select({ status: botMessages.status })
    .from(botMessages)
    .where(and(eq(botMessages.userId, userId), eq(botMessages.kind, kind), inArray(botMessages.status, ['sent', 'recorded'])))
    .orderBy(desc(botMessages.id))
    .limit(1);
  return row?.status;
}

export async function sendBotMessage(context: AppContext, message: OutgoingMessage, log: FastifyBaseLogger): Promise<BotMessageStatus> {
  let status: BotMessageStatus;
  let error: string | null = null;
  if (!context.bot.enabled) {
    status = 'recorded';
    log.warn({ kind: message.kind, chatId: message.chatId, text: message.text }, 'bot message recorded, not sent (no BOT_TOKEN)');
  } else {
    const sent = await context.bot.sendMessage(message.chatId, message.text, message.buttons);
    status = sent.ok ? 'sent' : 'failed';
    if (!sent.ok) {
      error = `${sent.reason}: ${sent.message}`.slice(0, 500);
      log.warn({ kind: message.kind, chatId: message.chatId, error }, 'bot message failed');
    }
  }
  await context.db.insert(botMessages).values({
    userId: message.userId,
    kind: message.kind,
    chatId: String(message.chatId),
    text: message.text,
    status,
    error,
    createdAt: context.config.now(),
  });
  return status;
}

function linkButtons(links: { text: string; url: string | undefined }[]): InlineButton[] {
  return links.flatMap(({ text, url }) => (url === undefined ? [] : [{ text, url }]));
}

/** The welcome message, to the player themself, once. */
export async function sendWelcome(
  context: AppContext,
  userId: number,
  body: { welcomeText: string; website?: string | undefined; playGame?: string | undefined },
  log: FastifyBaseLogger,
): Promise<BotMessageStatus> {
  const earlier = await earlierMessage(context, userId, 'welcome');
  if (earlier !== undefined) return earlier;
  const buttons = linkButtons([
    { text: 'Play', url: body.playGame },
    { text: 'Website', url: body.website },
  ]);
  return sendBotMessage(context, { kind: 'welcome', userId, chatId: userId, text: body.welcomeText, buttons }, log);
}

/** The referral message, to the referrer, once per referred player. */
export async function sendReferral(
  context: AppContext,
  userId: number,
  referrerId: number,
  body: { refMessage: string; playGame?: string | undefined },
  log: FastifyBaseLogger,
): Promise<BotMessageStatus> {
  const earlier = await earlierMessage(context, userId, 'referral');
  if (earlier !== undefined) return earlier;
  const buttons = linkButtons([{ text: 'Play', url: body.playGame }]);
  return sendBotMessage(context, { kind: 'referral', userId, chatId: referrerId, text: body.refMessage, buttons }, log);
}

/** Links a Discord id to the player and confirms it to them. */
export async function linkDiscord(
  context: AppContext,
  userId: number,
  discordId: string,
  log: FastifyBaseLogger,
): Promise<BotMessageStatus> {
  await saveDiscordId(context.db, userId, discordId, context.config.now());
  return sendBotMessage(
    context,
    { kind: 'discord', userId, chatId: userId, text: `Discord account ${discordId} linked.`, buttons: [] },
    log,
  );
}
