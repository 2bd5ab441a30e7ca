/**
 * Between seasons, in Chromium against the real server and the built app: the 500 page of docs/product.md (section 8) with
 * "No active season found. Please wait for the next season to start.", and Retry brings the farm
 * back once an operator starts the next season.
 */
import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const shared = serverAndBrowser(startPlayServer);

test('the season gap shows the 500 page, and Retry recovers when the next season starts', async () => {
  await shared.server.mainSeason('end');
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(870_000 + Math.floor(Math.random() * 10_000))}`);

  await expect.poll(() => page.getByTestId('error-status').textContent(), { timeout: 30_000 }).toBe('500');
  expect(await page.getByTestId('error-message').textContent()).toBe('No active season found. Please wait for the next season to start.');

  // Still no season: Retry keeps the page. Its sync reads the lists with game-user (the session is
  // stored), and they answer no season.
  const stillClosed = page.waitForResponse((response) => response.url().endsWith('/backend/hub/game-user?lists=1'));
  await page.getByRole('button', { name: 'Retry' }).click();
  const answer = await stillClosed;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { lists?: { season: unknown } }).lists?.season).toBeNull();
  await page.waitForLoadState('networkidle');
  expect(await page.getByTestId('error-status').textContent()).toBe('500');

  await shared.server.mainSeason('start');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('error-status').count()).toBe(0);
  await context.close();
});
