/**
 * The console's Content page in Chromium against the real server: the operator asks the bot stand-in
 * for a link, opens Content, adds a quest with the form and publishes it; a player's game, open on
 * its quest screen beside it, shows the new quest at its next sync with no deploy and no reload. A
 * draft that breaks the balance targets is then refused on screen with the failing figures.
 */
import { expect, test } from 'vitest';
import { askBotForLink, openGame, shot, startConsoleServer } from './helpers/console.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';

const shared = serverAndBrowser(startConsoleServer);
const PLAYER = { id: 5101, name: 'Dora', username: 'dora_farms' };

test('the operator adds a quest and publishes it; the open game shows it at its next sync; a breaking draft is refused', async () => {
  const { server, browser } = shared;
  const game = await openGame(browser, server.url, PLAYER, '/quests');
  await expect.poll(() => game.getByText('Invite 1 friend').count(), { timeout: 30_000 }).toBe(1);
  const navigations: string[] = [];
  game.on('framenavigated', (frame) => {
    if (frame === game.mainFrame()) navigations.push(frame.url());
  });
  expect(await game.getByText('Harvest festival').count()).toBe(0);

  const desk = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const operator = await desk.newPage();
  await operator.goto(await askBotForLink(server));
  await operator.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 30_000 });
  await operator.getByRole('link', { name: 'Content' }).click();
  await operator.getByRole('heading', { name: 'Content' }).waitFor();
  await operator.getByRole('button', { name: 'New draft from the active version' }).click();
  await operator.getByRole('heading', { name: 'Draft (from v1)' }).waitFor();

  await operator.getByRole('button', { name: 'New quest' }).click();
  await operator.getByLabel('Quest id').fill('harvest-festival');
  await operator.getByLabel('Quest title').fill('Harvest festival');
  await operator.getByLabel('Condition', { exact: true }).selectOption('checkin');
  await operator.getByLabel('Reward', { exact: true }).selectOption('spin');
  await operator.getByLabel('Amount').fill('2');
  await operator.getByRole('button', { name: 'Add quest' }).click();
  await operator.getByRole('cell', { name: 'harvest-festival', exact: true }).waitFor();

  await operator.getByRole('button', { name: 'Check', exact: true }).click();
  await operator.getByRole('heading', { name: 'Verdict: every target met' }).waitFor({ timeout: 60_000 });
  await operator.getByRole('button', { name: 'Save and publish' }).click();
  await operator.getByText('Published v2: players get it at their next sync.').waitFor({ timeout: 60_000 });
  await operator.getByRole('cell', { name: 'v2 active', exact: true }).waitFor();

  // The player brings the game to the foreground: it syncs, sees version 2, and lists the quest.
  await game.bringToFront();
  await expect
    .poll(
      async () => {
        await game.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return game.getByText('Harvest festival').count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(1);
  expect(navigations).toEqual([]);

  // A draft whose first producer costs far too much misses the balance targets: refused on screen.
  await operator.bringToFront();
  await operator.getByText('Producers', { exact: true }).click();
  const producers = operator.getByLabel('Producers (JSON)');
  const defs = JSON.parse(await producers.inputValue()) as { id: string; cost: number[] }[];
  await producers.fill(JSON.stringify(defs.map((def) => (def.id === 'field' ? { ...def, cost: [20_000, 0, 0, 0] } : def))));
  await operator.getByRole('button', { name: 'Save and publish' }).click();
  const refusal = operator.getByRole('alert', { name: 'Refused' });
  await refusal.waitFor({ timeout: 60_000 });
  const row = refusal.getByRole('row', { name: /non-stop owns field/ });
  expect(await row.textContent()).toMatch(/^non-stop owns field\d+\.\d min<= 3 minFAILED$/);
  await operator.getByRole('cell', { name: 'v2 active', exact: true }).waitFor();
  // The refused draft is kept as v3, to publish later: the versions list shows it once it has reloaded.
  await operator.getByRole('button', { name: 'Publish v3' }).waitFor({ timeout: 30_000 });
  await shot(operator, 'content');
  await Promise.all([desk.close(), game.context().close()]);
});
