/**
 * Live content: a quest published while a player has the game open shows on the player's quest
 * screen after the next sync, with no deploy and no reload; a catalog that breaks the balance is
 * refused with the figures that failed. Real server, the built app, Chromium at 390 x 844.
 */
import { expect, test } from 'vitest';
import { CATALOG_V1 } from '#domain/catalog';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const shared = serverAndBrowser(startPlayServer);
const player = 995_000 + Math.floor(Math.random() * 4_000);

test('a published quest appears on the open quest screen at the next sync, without a reload', async () => {
  const context = await phoneContext(shared.browser);
  await context.clock.install();
  const page = await context.newPage();
  const navigations: string[] = [];
  await page.goto(`${shared.server.url}/quests?user=${String(player)}`);
  await expect.poll(() => page.getByText('Invite 1 friend').count(), { timeout: 30_000 }).toBe(1);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  expect(await page.getByText('Harvest festival').count()).toBe(0);

  const festival = { id: 'harvest-festival', title: 'Harvest festival', repeat: 'once', condition: { type: 'checkin' }, rewards: [] };
  expect(await shared.server.publishCatalog({ ...CATALOG_V1, quests: [...CATALOG_V1.quests, festival] })).toEqual({ ok: true, version: 2 });
  // The page becoming visible again syncs: game-user names version 2, the client fetches and stores it.
  await page.clock.fastForward(10_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => page.getByText('Harvest festival').count(), { timeout: 15_000 }).toBe(1);
  expect(navigations).toEqual([]);
  await context.close();
});

test('a catalog that breaks the balance targets is refused with the figures that failed', async () => {
  const producers = CATALOG_V1.producers.map((def) => (def.id === 'field' ? { ...def, cost: [20_000, 0, 0, 0] } : def));
  const refused = await shared.server.publishCatalog({ ...CATALOG_V1, producers });
  expect(refused.ok).toBe(false);
  if (refused.ok) return;
  expect(refused.failedTargets[0]).toMatchObject({ target: 'non-stop owns field', limit: '<= 3 min' });
  expect(refused.failedTargets[0]?.figure).toMatch(/min$/);
});
