/**
 * Fresh while open: a friend's join shows on the Friends screen without a reload, by the periodic
 * re-sync (the page's clock moved past its period) and by the page becoming visible again. Real
 * server, the built app, Chromium at 390 x 844; time moves through the page's clock, never a sleep.
 */
import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const shared = serverAndBrowser(startPlayServer);
const referrer = 990_000 + Math.floor(Math.random() * 5_000);

/** A friend opens the game from the referrer's link (and closes it). */
async function friendJoins(friend: number): Promise<void> {
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(friend)}&startParam=r_${String(referrer)}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="resource-seed"]')?.textContent === '100', undefined, {
    timeout: 30_000,
  });
  await context.close();
}

test("a friend's join appears on the open Friends screen without a reload", async () => {
  const context = await phoneContext(shared.browser);
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/friends?user=${String(referrer)}`);
  const count = page.getByTestId('friends-count');
  await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('0');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  // The periodic re-sync, while the screen stays open.
  await friendJoins(referrer + 10_000);
  expect(await count.textContent()).toBe('0');
  await page.clock.fastForward(180_000);
  await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe('1');

  // The page becoming visible again (the player comes back from the chat).
  await friendJoins(referrer + 20_000);
  await page.clock.fastForward(10_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe('2');
  expect(navigations).toEqual([]);
  await context.close();
});
