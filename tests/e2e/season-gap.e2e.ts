/**
 * Between seasons, in Chromium against the real server and the built app: the notes' 500 page with
 * "No active season found. Please wait for the next season to start.", and Retry brings the farm
 * back once an operator starts the next season.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from './helpers/browser.ts';
import { startPlayServer, type PlayServer } from './play-server.ts';

let server: PlayServer;
let browser: Browser;

beforeAll(async () => {
  server = await startPlayServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

test('the season gap shows the 500 page, and Retry recovers when the next season starts', async () => {
  await server.mainSeason('end');
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.url}/?user=${String(870_000 + Math.floor(Math.random() * 10_000))}`);

  await expect.poll(() => page.getByTestId('error-status').textContent(), { timeout: 30_000 }).toBe('500');
  expect(await page.getByTestId('error-message').textContent()).toBe('No active season found. Please wait for the next season to start.');

  // Still no season: Retry keeps the page.
  const stillClosed = page.waitForResponse((response) => response.url().endsWith('/backend/hub/season/get-data'));
  await page.getByRole('button', { name: 'Retry' }).click();
  expect((await stillClosed).status()).toBe(404);
  await page.waitForLoadState('networkidle');
  expect(await page.getByTestId('error-status').textContent()).toBe('500');

  await server.mainSeason('start');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('error-status').count()).toBe(0);
  await context.close();
});
