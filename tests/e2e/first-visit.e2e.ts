import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPlayer } from '#domain/player';
import { abbreviate } from '#domain/abbreviate';
import { SEED } from '#domain/resources';
import { launchBrowser, phoneContext } from './helpers/browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await server.dispose();
});

test('a new player opening the built app sees the farm with their starting seeds', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.url}/?user=${String(700_000 + Math.floor(Math.random() * 1000))}`);

  const seeds = page.getByTestId('resource-seed');
  await seeds.waitFor({ timeout: 30_000 });
  const expected = abbreviate(newPlayer(Date.now(), false).resources[SEED]);
  await expect.poll(() => seeds.textContent(), { timeout: 15_000 }).toBe(expected);
  await context.close();
});
