/** Data contexts for tests: a fresh database per context, injected fetch, clock and reload. */
import { GameDatabase } from '#client/data/storage/db.ts';
import { createDataContext, type DataContext } from '#client/data/context.ts';
import { resolveDeps, type DataDeps } from '#client/data/deps.ts';
import { createDataEmitter, type DataEvents } from '#client/data/events.ts';
import { createServerClock } from '#client/data/sync/server-clock.ts';

let counter = 0;

/** A database name no other test uses. */
export function uniqueDatabaseName(prefix = 'data-test'): string {
  counter += 1;
  return `${prefix}-${String(process.pid)}-${String(counter)}-${String(Date.now())}`;
}

export interface TestContext {
  context: DataContext;
  /** Every event emitted, in order. */
  events: { type: keyof DataEvents; payload: unknown }[];
  /** How many times the app was asked to reload. */
  reloads: () => number;
  close(): Promise<void>;
}

export function testContext(overrides: Partial<DataDeps> & { db?: GameDatabase } = {}): TestContext {
  const { db: givenDb, ...depsOverrides } = overrides;
  const db = givenDb ?? new GameDatabase(uniqueDatabaseName());
  let reloads = 0;
  const deps = resolveDeps({
    launchData: () => Promise.resolve('query_id=test&user=%7B%22id%22%3A1%7D&hash=abc'),
    reload: () => {
      reloads += 1;
    },
    ...depsOverrides,
  });
  const emitter = createDataEmitter();
  const events: TestContext['events'] = [];
  emitter.on('*', (type, payload) => {
    events.push({ type, payload });
  });
  const context = createDataContext({ deps, db, emitter, clock: createServerClock(deps.now) });
  return {
    context,
    events,
    reloads: () => reloads,
    async close() {
      await db.delete();
    },
  };
}
