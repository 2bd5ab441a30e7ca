/**
 * The server process: reads the configuration from the environment, migrates the database (its own
 * step, under an advisory lock), listens, and closes cleanly on SIGINT and SIGTERM.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { configFromEnv } from './config-env.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './services/seasons.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function announce(lines: string[]): void {
  console.log(lines.join('\n'));
}

/** One line on how the bot gets its updates, and what is missing for it to work. */
function botStatus(config: ServerConfig): string {
  if (config.bot.mode === 'polling') return 'Bot: polling Telegram for updates (BOT_MODE=polling; never with the production bot).';
  const missing: string[] = [];
  if (config.bot.webhookSecret === undefined) missing.push('WEBHOOK_SECRET (every update is refused)');
  if (config.bot.publicUrl === undefined) missing.push('PUBLIC_URL (no button opens the game)');
  return missing.length === 0
    ? 'Bot: updates arrive at /telegram/webhook (after `npm run admin -- bot setup`).'
    : `Bot: webhook mode, but missing ${missing.join(' and ')}.`;
}

export async function main(): Promise<void> {
  const { config, storage, port, host, trustProxy } = configFromEnv(process.env, root);
  const database = await openDatabase(storage);
  let app;
  try {
    await prepareDatabase(database, config.now());
    app = await buildApp({ config, database, trustProxy });
  } catch (error) {
    await database.close();
    throw error;
  }
  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, closing...`);
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('Failed to close cleanly:', error);
        process.exit(1);
      });
  };
  process.once('SIGINT', () => {
    close('SIGINT');
  });
  process.once('SIGTERM', () => {
    close('SIGTERM');
  });

  const address = await app.listen({ port, host });
  const where = storage.databaseUrl === undefined ? `PGlite in ${storage.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const shown = address.replace('0.0.0.0', '127.0.0.1');
  announce([`Harvest Hub server listening on ${shown} (build ${config.buildId}, ${where})`]);
  if (config.botToken !== undefined) announce([botStatus(config)]);
  announce([
    config.adsgramRewardSecret === undefined
      ? 'Ad cards: granted for ad-view tokens (no ADSGRAM_REWARD_SECRET: a claim proves the ad was asked for and waited, 5 s)'
      : "Ad cards: granted only for Adsgram's confirmations at /adsgram/reward/<ADSGRAM_REWARD_SECRET>?userid=[userId]",
  ]);
  if (config.botToken === undefined) {
    announce([
      '',
      '*** DEVELOPMENT MODE: no BOT_TOKEN is set. ***',
      'The server signs its own Telegram launch data (GET /dev/launch-data) and the client,',
      `opened in a plain browser at ${shown}, mocks Telegram with it. Never expose this server.`,
      config.bot.adminIds.length === 0
        ? 'Operator console: set ADMIN_IDS=<telegram id> to sign in at /admin without the bot.'
        : `Operator console: open ${shown}/dev/console-link (as ${config.bot.adminIds[0] ?? ''}; ?operator=<id> for another of ADMIN_IDS).`,
      '',
    ]);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
