/**
 * One sender instance of `npm run bench:reminders`: the real app (production mode, its message
 * queue's sender running at the real rate) on DATABASE_URL, reaching the Bot API stand-in at
 * TELEGRAM_API_BASE. SIGTERM closes it as a deploy would (rows held and not sent are given back);
 * the bench also kills it with SIGKILL, which gives nothing back.
 */
import { buildApp } from '#server/app';
import { makeConfig } from '#server/config';
import { openPostgres } from '#server/db/database';

const url = process.env.DATABASE_URL;
const apiBase = process.env.TELEGRAM_API_BASE;
if (url === undefined || apiBase === undefined) throw new Error('DATABASE_URL and TELEGRAM_API_BASE are required');

const database = openPostgres(url, { poolSize: 4 });
const app = await buildApp({
  config: makeConfig({
    mode: 'production',
    botToken: '5000000000:bench-token',
    sessionSecret: 'bench',
    telegramApiBase: apiBase,
    bot: { mode: 'webhook', publicUrl: 'https://game.example/', webhookSecret: 'bench', appName: undefined, adminIds: [] },
    messages: { run: true, perSecond: Number(process.env.BENCH_RATE ?? 25), pollMs: 200, reminderIntervalMs: 24 * 3_600_000 },
    logger: { level: 'warn' },
  }),
  database,
});
await app.ready();
console.log(`sender ${String(process.pid)} running`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
