/**
 * The bot's commands. `/start [payload]` welcomes in the sender's language with a button that
 * opens the game carrying the payload as the start parameter (so `r_<id>` invites work), and keeps
 * the payload for the first open; `/help`; `/admin` for operators (ADMIN_IDS).
 */
import type { Bot, Context } from 'grammy';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { InlineButton } from '../telegram/bot-api.ts';
import { keepBotStart } from '../services/attribution.ts';
import { directLink, playButton, startPayload } from './launch.ts';
import { botTexts, type BotTexts } from './texts.ts';

/**
 * Issues an operator a one-time sign-in link to the operator console (the console's own code
 * provides it); undefined while no console is served.
 */
export type ConsoleLinkIssuer = (operatorId: number) => Promise<string>;

export interface CommandDeps {
  config: ServerConfig;
  db: Queryable;
  consoleLink: ConsoleLinkIssuer | undefined;
}

/** The button that opens the game: web_app in a private chat, a t.me link elsewhere. */
function launchButton(ctx: Context, config: ServerConfig, texts: BotTexts, payload: string | undefined): InlineButton | undefined {
  if (ctx.chat?.type === 'private') return playButton(config.bot, texts.play, payload);
  return { text: texts.play, url: directLink(ctx.me.username, config.bot.appName, payload) };
}

function keyboard(button: InlineButton | undefined): { reply_markup?: { inline_keyboard: InlineButton[][] } } {
  return button === undefined ? {} : { reply_markup: { inline_keyboard: [[button]] } };
}

async function admin(ctx: Context, deps: CommandDeps, texts: BotTexts): Promise<void> {
  const from = ctx.from;
  if (from === undefined || !deps.config.bot.adminIds.includes(from.id)) {
    await ctx.reply(texts.adminRefused);
    return;
  }
  // The sign-in link is a credential: sent only in the operator's private chat with the bot.
  if (deps.consoleLink === undefined || ctx.chat?.type !== 'private') {
    await ctx.reply(texts.adminUnavailable);
    return;
  }
  const url = await deps.consoleLink(from.id);
  await ctx.reply(texts.adminLink, keyboard({ text: texts.adminOpen, url }));
}

export function installCommands(bot: Bot, deps: CommandDeps): void {
  bot.command('start', async (ctx) => {
    const texts = botTexts(ctx.from?.language_code);
    const payload = startPayload(ctx.match);
    if (payload !== undefined && ctx.from !== undefined) await keepBotStart(deps.db, ctx.from.id, payload, deps.config.now());
    await ctx.reply(texts.welcome, keyboard(launchButton(ctx, deps.config, texts, payload)));
  });
  bot.command('help', async (ctx) => {
    const texts = botTexts(ctx.from?.language_code);
    await ctx.reply(texts.help, keyboard(launchButton(ctx, deps.config, texts, undefined)));
  });
  bot.command('admin', async (ctx) => {
    await admin(ctx, deps, botTexts(ctx.from?.language_code));
  });
}
