/**
 * `npm run admin -- bot setup`: tells Telegram where the bot lives, from the settings. Webhook
 * mode: `setWebhook` to PUBLIC_URL's /telegram/webhook with WEBHOOK_SECRET (polling mode removes
 * any webhook instead: polling and a webhook exclude each other); then the chat's menu button opens
 * the game (`setChatMenuButton`, web_app) and the command menu is set in every language
 * (`setMyCommands`). Says what it did, line by line.
 */
import { GrammyError } from 'grammy';
import type { BotCommand, LanguageCode } from 'grammy/types';
import { WEBHOOK_PATH } from '../bot/plugin.ts';
import { BOT_LOCALES, type BotLocale } from '../bot/texts.ts';
import type { ServerConfig } from '../config.ts';
import { createBot, redactToken } from '../telegram/bot-api.ts';
import { USAGE, type AdminResult } from './commands.ts';

function commandsOf(locale: BotLocale): BotCommand[] {
  const { commands } = BOT_LOCALES[locale];
  return [
    { command: 'start', description: commands.start },
    { command: 'help', description: commands.help },
  ];
}

/** Telegram's language_code (ISO 639-1) of each locale. */
const LANGUAGE_CODES: Record<BotLocale, LanguageCode> = {
  'en-US': 'en',
  ru: 'ru',
  uk: 'uk',
  es: 'es',
  'pt-BR': 'pt',
  id: 'id',
  vi: 'vi',
  tr: 'tr',
};

function languageCode(locale: BotLocale): LanguageCode {
  return LANGUAGE_CODES[locale];
}

async function setup(config: ServerConfig, token: string, publicUrl: string): Promise<string[]> {
  const api = createBot(token, config.telegramApiBase, () => undefined).api;
  const lines: string[] = [];
  const me = await api.getMe();
  lines.push(`Bot @${me.username} (id ${me.id}).`);
  if (config.bot.mode === 'webhook') {
    const url = new URL(WEBHOOK_PATH, publicUrl).href;
    await api.setWebhook(url, {
      secret_token: config.bot.webhookSecret,
      allowed_updates: ['message', 'callback_query', 'pre_checkout_query', 'my_chat_member'],
    });
    lines.push(`setWebhook: updates go to ${url}, with the secret token.`);
  } else {
    await api.deleteWebhook();
    lines.push('deleteWebhook: BOT_MODE=polling, the server asks Telegram for updates itself.');
  }
  const english = BOT_LOCALES['en-US'];
  await api.setChatMenuButton({ menu_button: { type: 'web_app', text: english.play, web_app: { url: publicUrl } } });
  lines.push(`setChatMenuButton: "${english.play}" opens ${publicUrl}.`);
  const locales = Object.keys(BOT_LOCALES) as BotLocale[];
  await api.setMyCommands(commandsOf('en-US'));
  for (const locale of locales) await api.setMyCommands(commandsOf(locale), { language_code: languageCode(locale) });
  lines.push(`setMyCommands: /start and /help, by default and in ${locales.map(languageCode).join(', ')}.`);
  return lines;
}

/** Runs `bot <subcommand>`; refuses without the settings it needs. */
export async function runBotCommand(config: ServerConfig, args: readonly string[]): Promise<AdminResult> {
  if (args[0] !== 'setup') return { code: 2, lines: [USAGE] };
  const { botToken } = config;
  const { publicUrl, webhookSecret, mode } = config.bot;
  const missing = [
    botToken === undefined ? 'BOT_TOKEN' : undefined,
    publicUrl === undefined ? 'PUBLIC_URL' : undefined,
    mode === 'webhook' && webhookSecret === undefined ? 'WEBHOOK_SECRET' : undefined,
  ].filter((name) => name !== undefined);
  if (botToken === undefined || publicUrl === undefined || missing.length > 0)
    return { code: 1, lines: [`bot setup needs ${missing.join(', ')} (see docs/operations.md, "Live in Telegram").`] };
  try {
    return { code: 0, lines: await setup(config, botToken, publicUrl) };
  } catch (error) {
    const reason = error instanceof GrammyError ? error.description : error instanceof Error ? error.message : String(error);
    return { code: 1, lines: [`bot setup failed: ${redactToken(reason, botToken)}`] };
  }
}
