import { CATALOG_V1 } from '#domain/catalog';
import { expect, test } from 'vitest';
import { newPlayer } from '#domain/player';
import { abbreviate } from '#domain/abbreviate';
import { SEED } from '#domain/resources';
import { phoneContext } from './helpers/browser.ts';
import { storedRows } from './helpers/page-db.ts';
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

test('launched as Telegram launches it, the login leaves with the page, brings the farm and its lists, and is not repeated on the next launch', async () => {
  const user = 710_000 + Math.floor(Math.random() * 1000);
  const { initData } = (await (await fetch(`${shared.server.url}/dev/launch-data?user=${String(user)}`)).json()) as { initData: string };
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: '{}',
  });
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto(`${shared.server.url}/#${hash.toString()}`);
  const seeds = page.getByTestId('resource-seed');
  const expected = abbreviate(newPlayer(CATALOG_V1, Date.now(), false).resources[SEED]);
  await expect.poll(() => seeds.textContent(), { timeout: 30_000 }).toBe(expected);
  const logins = requests.filter((path) => path.startsWith('/backend/auth/telegram'));
  expect(logins).toEqual(['/backend/auth/telegram?snapshot=main']);
  // The page's inline script sent it (the CSP let it run); the client took its answer, the season
  // and the quest list included: stored, and never asked for.
  await expect.poll(async () => (await storedRows(page, 'season')).length, { timeout: 30_000 }).toBe(1);
  expect((await storedRows<{ name: string }>(page, 'lists')).map((list) => list.name)).toEqual(['quests']);
  const asked = ['/backend/hub/game-user', '/backend/hub/season/get-data', '/backend/hub/engine/quest-list'];
  expect(requests.filter((path) => asked.includes(path))).toEqual([]);
  expect(refused).toEqual([]);
  await page.close();

  // The next launch plays on the stored session: no login at all, and the lists come with game-user.
  const next = await context.newPage();
  const again: string[] = [];
  next.on('request', (request) => {
    const url = new URL(request.url());
    again.push(url.pathname + url.search);
  });
  await next.goto(`${shared.server.url}/#${hash.toString()}`);
  await expect.poll(() => next.getByTestId('resource-seed').textContent(), { timeout: 30_000 }).toBe(expected);
  await expect.poll(() => again.some((path) => path.startsWith('/backend/hub/game-user')), { timeout: 30_000 }).toBe(true);
  expect(again.filter((path) => path.startsWith('/backend/auth/telegram'))).toEqual([]);
  expect(new Set(again.filter((path) => asked.some((route) => path.startsWith(route))))).toEqual(
    new Set(['/backend/hub/game-user?lists=1']),
  );
  await context.close();
});
