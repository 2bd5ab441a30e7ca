/** What routes and services are given: configuration, database and the outside clients. */
import type { Background } from './background.ts';
import type { ServerConfig } from './config.ts';
import type { AppDatabase, Database } from './db/database.ts';
import type { AppMetrics } from './metrics/registry.ts';
import type { Budget, BudgetOptions } from './plugins/rate-limits.ts';
import type { CatalogStore } from './services/catalog-store.ts';
import type { PlayerStore } from './services/player-store.ts';
import type { BotApi } from './telegram/bot-api.ts';

export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: AppDatabase;
  /** Unlocked player reads and conditional writes, batched per turn of the event loop. */
  players: PlayerStore;
  /** The catalog versions this process has read (the active one is read with each player). */
  catalogs: CatalogStore;
  /** A rate-limit budget of a route's own (the API's per-address and per-session budgets apply anyway). */
  rateLimit: (options: BudgetOptions) => Budget;
  bot: BotApi;
  metrics: AppMetrics;
  /** Work started by a request and finished after its answer; closing the app waits for it. */
  background: Background;
}
