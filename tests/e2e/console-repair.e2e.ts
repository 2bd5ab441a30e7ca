/**
 * The console's repair tools in Chromium against the real server: the operator opens a player's
 * page, gives back tokens and spins with a reason (the ledger shows the signed row), is refused a
 * correction below zero on screen, and asks the Content page who a version paid out of bounds.
 */
import { expect, test } from 'vitest';
import { askBotForLink, openGame, shot, startConsoleServer } from './helpers/console.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';

const shared = serverAndBrowser(startConsoleServer);
const PLAYER = { id: 5201, name: 'Ezra', username: 'ezra_farms' };

test('the operator corrects a player from the console, and lists who a version paid out of bounds', async () => {
  const { server, browser } = shared;
  const game = await openGame(browser, server.url, PLAYER, '/quests');
  await expect.poll(() => game.getByText('Invite 1 friend').count(), { timeout: 30_000 }).toBe(1);

  const desk = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const operator = await desk.newPage();
  await operator.goto(await askBotForLink(server));
  await operator.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 30_000 });
  await operator.goto(`${server.url}/admin/players/${PLAYER.id}`);
  await operator.getByRole('heading', { name: /Ezra/ }).waitFor({ timeout: 30_000 });

  await operator.getByLabel('Tokens to add or take back').fill('250');
  await operator.getByLabel('Spins to add or take back').fill('2');
  await operator.getByLabel('Correction reason').fill('lost to the v2 wheel');
  await operator.getByRole('button', { name: 'Correct' }).click();
  const status = operator.getByRole('status');
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^Corrected: \d+ tokens, \d+ spins now\.$/);
  await operator.getByRole('row', { name: /correction\s*250$/ }).waitFor({ timeout: 30_000 });

  await operator.getByLabel('Tokens to add or take back').fill('-999999999');
  await operator.getByLabel('Correction reason').fill('too much');
  await operator.getByRole('button', { name: 'Correct' }).click();
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/below zero; nothing was changed/);
  expect(await operator.getByRole('row', { name: /correction/ }).count()).toBe(1);
  await shot(operator, 'player-correction');

  await operator.getByRole('link', { name: 'Content' }).click();
  await operator.getByRole('heading', { name: 'Paid out of bounds' }).waitFor({ timeout: 30_000 });
  await operator.getByRole('button', { name: 'Find players' }).click();
  await operator.getByText('No player was paid out of bounds.').waitFor({ timeout: 30_000 });
  await Promise.all([desk.close(), game.context().close()]);
});
