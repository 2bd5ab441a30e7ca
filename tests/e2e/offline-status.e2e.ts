/**
 * Offline play is visible: with the connection gone, the moves the player makes are counted as
 * waiting; when it returns they reach the server and the pill says all is saved. Real server, the
 * built app, Chromium at 390 x 844.
 */
import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const shared = serverAndBrowser(startPlayServer);
const user = 970_000 + Math.floor(Math.random() * 20_000);

test('offline: the pill counts the moves waiting; back online they are saved', async () => {
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(user)}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="resource-seed"]')?.textContent === '100', undefined, {
    timeout: 30_000,
  });
  const status = page.getByTestId('connection-status');
  expect(await status.count()).toBe(0);

  await context.setOffline(true);
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Offline');
  await page.getByTestId('start-sprouter').click();
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Offline · 1 move waiting');

  const sent = page.waitForResponse((response) => response.url().includes('/backend/hub/engine/producer-start'), { timeout: 30_000 });
  await context.setOffline(false);
  expect((await sent).status()).toBe(200);
  await expect.poll(() => status.getAttribute('data-kind'), { timeout: 10_000 }).toBe('saved');
  expect(await status.textContent()).toBe('All saved');
  await context.close();
});
