/**
 * The game server in the test's own process, on a clock the test moves: the clean seam for play
 * that needs time to pass (cycles of seconds, the tractor's two minutes). Everything else is the
 * real thing: the built client from `dist`, the real routes, PGlite in a folder of its own.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '#server/app';
import { makeConfig } from '#server/config';
import { readBuildId } from '#server/config-env';
import { openDatabase } from '#server/db/database';
import type { PlayerState } from '#domain/player';
import { botMessages } from '#server/db/schema';
import { scheduleChange } from '#server/services/season-schedule';
import { endSeason, prepareDatabase, startSeason } from '#server/services/seasons';
import { publishCatalog, type PublishOutcome } from '#server/services/catalog-versions';
import { newDataDir } from '../server/helpers/data-dir.ts';
import { editState, storedState } from '../server/helpers/state.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface PlayServer {
  url: string;
  /** Moves the server clock forward by `ms`. */
  jump(ms: number): void;
  /**
   * The bot's messages, oldest first: without a bot token each is recorded (status `recorded`), once
   * per (kind, player); `userId` is the player it is about, `chatId` its reader.
   */
  botMessages(): Promise<{ kind: string; userId: number; chatId: string; status: string }[]>;
  /** Ends the running main season (the season gap) or starts the next one, as an operator does. */
  mainSeason(change: 'end' | 'start'): Promise<void>;
  /** Schedules the running event's end at `at` (ms), as an operator does in the console. */
  scheduleEventEnd(at: number): Promise<void>;
  /** A player's stored state, and a direct edit of it (to reach a situation without minutes of play). */
  state(telegramId: number): Promise<PlayerState>;
  editState(telegramId: number, edit: (state: PlayerState) => PlayerState): Promise<PlayerState>;
  /** Publishes a catalog as an operator does (checked and simulated first). */
  publishCatalog(catalog: unknown): Promise<PublishOutcome>;
  close(): Promise<void>;
}

/** Starts the server with season 1 and an event season running, its clock at the wall clock. */
export async function startPlayServer(): Promise<PlayServer> {
  let skew = 0;
  const now = () => Date.now() + skew;
  const dataDir = await newDataDir('harvest-play-');
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  await prepareDatabase(database, now());
  const event = await startSeason(database.db, 'event', 'Harvest Festival', now());
  if (!event.ok) throw new Error(event.message);
  const staticDir = join(root, 'dist');
  const app = await buildApp({ config: makeConfig({ staticDir, buildId: readBuildId(staticDir), now }), database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    jump(ms) {
      skew += ms;
    },
    botMessages() {
      const { kind, userId, chatId, status } = botMessages;
      return database.db.select({ kind, userId, chatId, status }).from(botMessages).orderBy(botMessages.id);
    },
    async mainSeason(change) {
      const changed =
        change === 'end' ? await endSeason(database.db, 'main', now()) : await startSeason(database.db, 'main', undefined, now());
      if (!changed.ok) throw new Error(changed.message);
    },
    async scheduleEventEnd(at) {
      await scheduleChange(database.db, { kind: 'event', change: 'end', at, operatorId: 1 }, now());
    },
    state: (telegramId) => storedState(database, telegramId),
    editState: (telegramId, edit) => editState(database, telegramId, edit),
    publishCatalog: (catalog) => publishCatalog(database.db, catalog, 1, now()),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
