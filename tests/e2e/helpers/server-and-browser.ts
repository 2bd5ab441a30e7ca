import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';

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
 * them) and Chromium, both started before the file's tests, side by side, and closed after them.
 */
export function serverAndBrowser<Server extends { close(): Promise<void> }>(start: () => Promise<Server>): ServerAndBrowser<Server> {
  let server: Server | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const [startedServer, launched] = await Promise.allSettled([start(), launchBrowser()]);
    if (startedServer.status === 'fulfilled') server = startedServer.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    // A half start still closes what did start (afterAll runs after a failed beforeAll).
    if (startedServer.status === 'rejected') throw startedServer.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterAll(async () => {
    await browser?.close();
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
