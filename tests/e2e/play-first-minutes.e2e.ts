/**
 * A new player's first minutes, in Chromium against the real server and the built app: start and
 * collect the sprouter, buy the field, upgrade, spin, take and claim quests, buy in the shop, claim
 * the tractor, turn a card, watch an ad card, open every screen; then a screenshot of every screen
 * in both themes goes to docs/screenshots/. Time passes through a seam, never by waiting: the
 * server's clock (`config.now`) and the page's clock (Playwright's) jump forward together.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsSettled, openFromNav, phoneContext } from './helpers/browser.ts';
import { storedRows } from './helpers/page-db.ts';
import { tapTractor } from './helpers/tractor.ts';
import { actAndConfirm } from './helpers/act.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** The screens: their path in the bottom bar and the test id of their root. */
const SCREENS = [
  { name: 'farm', path: '/', testId: 'farm' },
  { name: 'boosts', path: '/boosts', testId: 'boosts' },
  { name: 'spin', path: '/spin', testId: 'spin' },
  { name: 'quests', path: '/quests', testId: 'quests' },
  { name: 'shop', path: '/shop', testId: 'shop' },
  { name: 'events', path: '/events', testId: 'events' },
  { name: 'friends', path: '/friends', testId: 'friends' },
  { name: 'leaderboard', path: '/leaderboard', testId: 'leaderboard' },
  { name: 'wallet', path: '/wallet', testId: 'wallet' },
  { name: 'settings', path: '/settings', testId: 'settings' },
] as const;

const shared = serverAndBrowser(startPlayServer);
const user = 810_000 + Math.floor(Math.random() * 100_000);

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Moves the server's and the page's clocks forward together. */
async function jump(page: Page, ms: number): Promise<void> {
  shared.server.jump(ms);
  await page.clock.fastForward(ms);
}

async function amount(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).textContent());
}

/** One manual cycle of the sprouter: start, let its interval pass, collect. */
async function harvest(page: Page): Promise<void> {
  await actAndConfirm(page, 'start-sprouter', 'producer-start');
  // A second past the 5 s cycle: the server started it a little after the page did (the request's
  // trip), and its confirmed start is what the collect is checked against.
  await jump(page, 6_000);
  await actAndConfirm(page, 'collect-sprouter', 'producer-collect');
}

/** Opens a screen the way a player does: from the bottom bar, or from the "More" sheet for the others. */
async function openScreen(page: Page, screen: (typeof SCREENS)[number]): Promise<void> {
  await openFromNav(page, screen.path);
  await page.getByTestId(screen.testId).waitFor();
  expect(new URL(page.url()).pathname).toBe(screen.path);
}

async function shoot(page: Page, name: string, theme: 'light' | 'dark'): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}${name}-${theme}.png` });
}

/** A picture of every screen on a 390 px phone, then on a 360 px one (`<name>-360-<theme>.png`). */
async function shootEveryScreen(page: Page, theme: 'light' | 'dark'): Promise<void> {
  for (const [width, height, suffix] of [
    [390, 844, ''],
    [360, 740, '-360'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const screen of SCREENS) {
      await openScreen(page, screen);
      if (screen.name === 'leaderboard') await page.getByTestId('leaderboard-list').waitFor();
      await shoot(page, `${screen.name}${suffix}`, theme);
    }
  }
}

test('a new player plays the first minutes on every screen', async () => {
  const context = await phoneContext(shared.browser, 'light');
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(user)}&theme=light`);

  // The farm: the starting seeds, then the sprouter worked by hand until the field is affordable.
  await expect.poll(() => amount(page, 'resource-seed'), { timeout: 30_000 }).toBe(100);
  while ((await amount(page, 'resource-seed')) < 150) await harvest(page);
  await actAndConfirm(page, 'buy-field', 'producer-buy');
  await page.getByTestId('producer-field').waitFor();
  while ((await amount(page, 'resource-seed')) < 132) await harvest(page);
  await actAndConfirm(page, 'upgrade-sprouter', 'producer-upgrade');
  await expect.poll(() => page.getByTestId('level-sprouter').textContent()).toBe('Lv 2');
  expect(await page.getByTestId('upgrade-sprouter').textContent()).toContain('4.8s → 4.5s');

  // The wheel lands on the server's draw.
  await openScreen(page, SCREENS[2]);
  await page.getByTestId('spin-button').click();
  await page.getByTestId('spin-prize').waitFor({ timeout: 30_000 });
  // The one spin is spent, unless the wheel gave a spin back (a 4 % slot).
  const prize = (await page.getByTestId('spin-prize').getByRole('img').first().getAttribute('aria-label')) ?? '';
  expect(await page.getByTestId('spins-held').textContent()).toBe(prize === '1 × spin' ? '1' : '0');

  // Quests: the field quest, already met, taken and claimed in one tap; the daily check-in taken, then
  // claimed (the claim checks in first).
  await openScreen(page, SCREENS[3]);
  await actAndConfirm(page, 'take-daily-checkin', 'quest-take');
  for (const quest of ['own-field', 'daily-checkin']) {
    await actAndConfirm(page, `claim-${quest}`, 'quest-claim');
    await expect.poll(() => page.getByTestId(`quest-${quest}`).getAttribute('data-status')).toBe('COMPLETED');
  }

  // The shop: one spin for 25 of the tokens the quests paid.
  await openScreen(page, SCREENS[4]);
  await page.getByTestId('buy-spin-1').click();
  await actAndConfirm(page, 'confirm-buy', 'limited-product-buy');
  await page.getByTestId('wait-spin-1').waitFor();

  // The tractor: due some minutes after the farm opened; a tap brings its yield.
  await openScreen(page, SCREENS[0]);
  await jump(page, 9 * 60_000);
  expect(await tapTractor(page)).toBe(200);
  await expect.poll(() => page.getByTestId('resource-yield').textContent()).not.toBe('0');

  // Events: a lucky card, then an ad card through the development provider's countdown.
  await openScreen(page, SCREENS[5]);
  await page.getByTestId('card-0').click();
  await page.getByTestId('card-prize').getByRole('img').first().waitFor({ timeout: 30_000 });
  await page.getByTestId('event-season').waitFor();
  await page.getByTestId('watch-spin').click();
  await page.getByTestId('dev-ad').waitFor();
  const claimed = page.waitForResponse((response) => response.url().includes('/engine/ad-card-claim'));
  void claimed.catch(() => undefined);
  await jump(page, 6_000);
  expect((await claimed).status()).toBe(200);
  await page.getByTestId('ad-card-spin').locator('time').waitFor();

  // Every screen opens; then each one's picture in the light theme (notifications gone first).
  await jump(page, 6_000);
  await shootEveryScreen(page, 'light');
  await context.close();

  // The same farm in the dark theme, on a fresh device, with the tractor back on the road.
  const dark = await phoneContext(shared.browser, 'dark');
  await dark.clock.install();
  const night = await dark.newPage();
  await night.goto(`${shared.server.url}/?user=${String(user)}&theme=dark`);
  await night.getByTestId('producer-field').waitFor({ timeout: 30_000 });
  // The tractor counts from the game's opening, which a new device records once its first sync
  // knows the server's clock. Jump only after that: an opening recorded after the jump (a loaded
  // machine's slow first sync) put the tractor an interval past it, beyond the wait below.
  await expect
    .poll(async () => (await storedRows<{ key: string }>(night, 'meta')).some((row) => row.key === 'openedAt'), { timeout: 30_000 })
    .toBe(true);
  await jump(night, 11 * 60_000);
  await night.getByTestId('tractor').waitFor();
  await shootEveryScreen(night, 'dark');
  await dark.close();
});
