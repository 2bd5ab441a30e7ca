import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { copyDist } from '../pwa-support.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/** The server and the browser of a test file; reading either before `beforeAll` ran throws. */
export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

function started<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the ${name} starts in beforeAll`);
  return value;
}

/**
 * Starts a game server and Chromium before the file's tests and closes both after them.
 * `copyOfDist` serves a private copy of `dist/` (see `copyDist`), deleted after the tests.
 */
export function serverAndBrowser({ copyOfDist = false } = {}): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let staticDir: string | undefined;

  beforeAll(async () => {
    if (copyOfDist) staticDir = copyDist();
    server = await startServer({ env: staticDir === undefined ? {} : { STATIC_DIR: staticDir } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    if (staticDir !== undefined) rmSync(staticDir, { recursive: true, force: true });
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
