/** What routes and services are given: configuration, database and the outside clients. */
import type { Background } from './background.ts';
import type { ServerConfig } from './config.ts';
import type { AppDatabase, Database } from './db/database.ts';
import type { AppMetrics } from './metrics/registry.ts';
import type { RateLimiter } from './rate-limit/hook.ts';
import type { PlayerStore } from './services/player-store.ts';
import type { BotApi } from './telegram/bot-api.ts';

export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: AppDatabase;
  /** Unlocked player reads and conditional writes, batched per turn of the event loop. */
  players: PlayerStore;
  limiter: RateLimiter;
  bot: BotApi;
  metrics: AppMetrics;
  /** Work started by a request and finished after its answer; closing the app waits for it. */
  background: Background;
}
