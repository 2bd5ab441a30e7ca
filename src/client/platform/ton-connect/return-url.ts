/**
 * Where a wallet sends the player back inside Telegram after approving a connection: the Mini
 * App's link `https://t.me/<bot>/<app>`, from the same build-time settings as the invite link
 * (`VITE_BOT_USERNAME`, `VITE_APP_NAME`).
 */
const DEFAULT_BOT = 'HarvestHubBot';
const DEFAULT_APP = 'play';

function configured(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value.replace(/^@/, '') : fallback;
}

export function telegramReturnUrl(): `${string}://${string}` {
  return `https://t.me/${configured(import.meta.env.VITE_BOT_USERNAME, DEFAULT_BOT)}/${configured(import.meta.env.VITE_APP_NAME, DEFAULT_APP)}`;
}
