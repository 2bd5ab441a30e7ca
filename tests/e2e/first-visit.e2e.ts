import { CATALOG_V1 } from '#domain/catalog';
import { expect, test } from 'vitest';
import { newPlayer } from '#domain/player';
import { abbreviate } from '#domain/abbreviate';
import { SEED } from '#domain/resources';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';

const shared = serverAndBrowser(startServer);

test('a new player opening the built app sees the farm with their starting seeds', async () => {
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(700_000 + Math.floor(Math.random() * 1000))}`);

  const seeds = page.getByTestId('resource-seed');
  await seeds.waitFor({ timeout: 30_000 });
  const expected = abbreviate(newPlayer(CATALOG_V1, Date.now(), false).resources[SEED]);
  await expect.poll(() => seeds.textContent(), { timeout: 30_000 }).toBe(expected);
  await context.close();
});
