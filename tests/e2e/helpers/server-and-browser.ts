import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { openPagesReport } from './failure-report.ts';

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium: launched by the first file, used by the next ones (the files run one after
 * another in one module graph, `isolate: false`), gone with the worker (Playwright kills it at exit).
 */
function workerBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then((browser) => {
    browser.once('disconnected', () => {
      shared = undefined;
    });
    return browser;
  });
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}

/** The server and the browser of a test file; reading either before `beforeAll` ran throws. */
export interface ServerAndBrowser<Server> {
  readonly server: Server;
  readonly browser: Browser;
}

function started<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the ${name} starts in beforeAll`);
  return value;
}

/**
 * The one setup of the end-to-end files: `start` (a game server as its own process, `startServer`;
 * one in the test's process on a clock the test moves, `startPlayServer`; or what a file builds from
 * them) and Chromium, both started before the file's tests, side by side. After them the server
 * closes, and so does every browser context the file opened: the next file gets the same Chromium
 * with nothing open in it. A failed test first reports what its open pages showed and asked.
 */
export function serverAndBrowser<Server extends { close(): Promise<void> }>(start: () => Promise<Server>): ServerAndBrowser<Server> {
  let server: Server | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const [startedServer, launched] = await Promise.allSettled([start(), workerBrowser()]);
    if (startedServer.status === 'fulfilled') server = startedServer.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    // A half start still closes what did start (afterAll runs after a failed beforeAll).
    if (startedServer.status === 'rejected') throw startedServer.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || browser === undefined) return;
    console.error(`${task.name}:\n${await openPagesReport(browser)}`);
  });

  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await server?.close();
  });

  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
