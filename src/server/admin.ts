/**
 * `npm run admin -- <command>`: the operator's command line, on the database the server uses
 * (DATA_DIR or DATABASE_URL). On PGlite the server must be stopped first: one process per folder.
 */
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runBotCommand } from './admin/bot-setup.ts';
import { USAGE, runAdminCommand } from './admin/commands.ts';
import { configFromEnv } from './config-env.ts';
import { openDatabase } from './db/database.ts';
import { DataDirLockedError } from './db/lock-file.ts';
import { prepareDatabase } from './services/seasons.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function admin(args: readonly string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  if (args[0] === 'bot') {
    // Needs the real settings and no database (the server may be running on it).
    const result = await runBotCommand(configFromEnv(process.env, root).config, args.slice(1));
    for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
    return result.code;
  }
  const { config, storage } = configFromEnv(
    { ...process.env, BOT_TOKEN: process.env.BOT_TOKEN ?? 'admin-needs-no-token', NODE_ENV: 'development' },
    root,
  );
  let database;
  try {
    database = await openDatabase(storage);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nPGlite serves one process at a time: stop the server, run the command, start it again.`);
      return 1;
    }
    throw error;
  }
  try {
    const now = config.now();
    await prepareDatabase(database, now);
    const result = await runAdminCommand(database.db, args, now, { adminIds: config.bot.adminIds, osUser: userInfo().username });
    for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
    return result.code;
  } finally {
    await database.close();
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  admin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
