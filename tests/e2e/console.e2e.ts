/**
 * The operator console in Chromium against the real server with a bot token: the operator asks the
 * bot (the Bot API stand-in) for a link, opens the console, sees the overview, finds a player and
 * bans them; the player's game, open beside it, then says the account is suspended. Screenshots of
 * the console's pages (desktop and phone) go to docs/screenshots/.
 */
import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { askBotForLink, launchData, openGame, shot, startConsoleServer } from './helpers/console.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';

const PLAYER = { id: 5001, name: 'Ann', username: 'ann_farms' };

const shared = serverAndBrowser(startConsoleServer);

/** A player who opened the game once (login, snapshot, an action applied and one refused), without a browser. */
async function playOnce(url: string, id: number, firstName: string): Promise<void> {
  const login = await fetch(`${url}/backend/auth/telegram`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: launchData(id, firstName),
  });
  const { session } = (await login.json()) as { session: string };
  const authorization = `Bearer ${session}`;
  const snapshot = await fetch(`${url}/backend/hub/game-user`, { headers: { authorization } });
  expect(snapshot.status).toBe(200);
  const act = (name: string, producerId: string) =>
    fetch(`${url}/backend/hub/engine/${name}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'idempotency-key': `${name}-${id}` },
      body: JSON.stringify({ producerId, season: 'main' }),
    });
  expect((await act('producer-start', 'sprouter')).status).toBe(200);
  expect((await act('producer-buy', 'field')).status).toBe(409);
}

test('the operator signs in from the bot, sees the overview, bans a player, and the player is refused', async () => {
  const { server, browser } = shared;
  const game = await openGame(browser, server.url, PLAYER);
  await game.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  for (const [id, name] of [
    [5002, 'Bea'],
    [5003, 'Carl'],
  ] as const)
    await playOnce(server.url, id, name);

  const link = await askBotForLink(server);
  expect(link).toMatch(new RegExp(`^${server.url}/admin/sign-in\\?token=[\\w-]{43}$`));
  const desk = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const operator = await desk.newPage();
  await operator.goto(link);
  await operator.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 30_000 });
  expect(operator.url()).toBe(`${server.url}/admin/`);
  const players = operator.locator('.stat', { hasText: 'Players' }).locator('strong');
  expect(await players.textContent()).toBe('3');
  await operator.getByRole('img', { name: 'Players per day' }).waitFor();
  await shot(operator, 'overview');
  // The link was spent: a second use signs nobody in.
  const again = await fetch(link, { redirect: 'manual' });
  expect(again.status).toBe(401);

  await operator.getByRole('link', { name: 'Players' }).click();
  await operator.getByLabel('Search players').fill('ann_');
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator.getByRole('link', { name: String(PLAYER.id) }).click();
  await operator.getByRole('heading', { name: /Ann/ }).waitFor();
  await operator.getByLabel('Ban reason').fill('Automated tapping');
  await operator.getByRole('button', { name: 'Ban' }).click();
  await operator.getByRole('button', { name: 'Unban' }).waitFor();
  await expect.poll(() => operator.getByText('Automated tapping').count()).toBe(1);
  await shot(operator, 'player');

  // The player's game: the next request meets the ban, and the game says why instead of the farm.
  await game.reload();
  // A bound for a hang on a loaded machine (the whole suite beside it), not a speed.
  await game.getByText("This account has been suspended by the game's operators.").waitFor({ timeout: 90_000 });
  // A ban is no failure: a 403 that says where to ask, not a 500 that says to try again.
  expect(await game.getByTestId('error-status').textContent()).toBe('403');
  await game.getByText('If you think this is a mistake, write to us in our channel.').waitFor();
  await shot(game, 'banned-player');

  await operator.getByRole('link', { name: 'Seasons & events' }).click();
  await operator.getByRole('heading', { name: 'Seasons & events' }).waitFor();
  await shot(operator, 'seasons');
  await operator.getByRole('link', { name: 'Audit log' }).click();
  await operator.getByRole('cell', { name: 'ban', exact: true }).waitFor();
  await shot(operator, 'audit');

  // The console on a phone.
  const phone = await phoneContext(browser);
  await phone.addCookies(await desk.cookies());
  const small = await phone.newPage();
  await small.goto(`${server.url}/admin/`);
  await small.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 30_000 });
  await shot(small, 'overview-phone');
  await Promise.all([phone.close(), desk.close(), game.context().close()]);
});
