/**
 * The invite link of the game rules: `https://t.me/<bot>/<app>?startapp=r_<telegram id>`. The bot
 * and the Mini App's short name are set at build time (`VITE_BOT_USERNAME`, `VITE_APP_NAME`).
 */

const DEFAULT_BOT = 'HarvestHubBot';
const DEFAULT_APP = 'play';

function configured(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value.replace(/^@/, '') : fallback;
}

/** The invite link of the player with Telegram id `telegramId`. */
export function inviteLink(
  telegramId: number,
  bot = configured(import.meta.env.VITE_BOT_USERNAME, DEFAULT_BOT),
  app = configured(import.meta.env.VITE_APP_NAME, DEFAULT_APP),
): string {
  return `https://t.me/${bot}/${app}?startapp=r_${telegramId}`;
}
