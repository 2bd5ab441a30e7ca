/**
 * The operator console's e2e setting: the real server with a bot token and the Bot API stand-in,
 * the operator's one-time link asked of the bot, a player's game in an emulated Telegram webview,
 * and the screenshots of the console's pages.
 */
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signLaunchData } from '#server/auth/launch-data';
import { startBotApiStub, type BotApiStub } from '../../server/helpers/bot-api-stub.ts';
import { emulateTelegram, telegramLaunchUrl } from '../pwa-support.ts';
import { phoneContext } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
export const TOKEN = '7000000002:console-e2e-token';
const SECRET = 'console-e2e-secret';
export const OPERATOR = 777;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

export interface ConsoleServer extends RunningServer {
  stub: BotApiStub;
}

export async function startConsoleServer(): Promise<ConsoleServer> {
  const stub = await startBotApiStub();
  const port = await freePort();
  const server = await startServer({
    env: {
      PORT: String(port),
      BOT_TOKEN: TOKEN,
      TELEGRAM_API_BASE: stub.baseUrl,
      WEBHOOK_SECRET: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}/`,
      ADMIN_IDS: String(OPERATOR),
    },
  });
  return {
    ...server,
    stub,
    async close() {
      await server.close();
      await stub.close();
    },
  };
}

export function launchData(id: number, firstName: string, username?: string): string {
  return signLaunchData(
    { id, firstName, language: 'en', premium: false, startParam: undefined, ...(username === undefined ? {} : { username }) },
    TOKEN,
    Date.now(),
  );
}

/** The operator sends /admin to the bot; answers the link of the button in the bot's reply. */
export async function askBotForLink(server: ConsoleServer): Promise<string> {
  const response = await fetch(`${server.url}/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    body: JSON.stringify({
      update_id: 1,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: OPERATOR, type: 'private', first_name: 'Olga' },
        from: { id: OPERATOR, is_bot: false, first_name: 'Olga' },
        text: '/admin',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    }),
  });
  expect(response.status).toBe(200);
  const reply = server.stub.callsOf('sendMessage').at(-1)?.body as { reply_markup: { inline_keyboard: { url: string }[][] } };
  const url = reply.reply_markup.inline_keyboard[0]?.[0]?.url;
  if (url === undefined) throw new Error('the bot sent no link');
  return url;
}

/** A player's game in an emulated Telegram webview on a phone, opened at `path`. */
export async function openGame(
  browser: Browser,
  url: string,
  player: { id: number; name: string; username: string },
  path = '/',
): Promise<Page> {
  const context = await phoneContext(browser);
  await emulateTelegram(context);
  const page = await context.newPage();
  await page.goto(telegramLaunchUrl(url, launchData(player.id, player.name, player.username), path));
  return page;
}

/** A full-page screenshot into docs/screenshots/console-<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}console-${name}.png`, fullPage: true });
}
