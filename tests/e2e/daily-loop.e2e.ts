/**
 * The daily loop and the prestige, played in Chromium against the real server and the built app:
 * a check-in streak over several UTC days with one missed day forgiven, a daily challenge done,
 * claimed and reset at the next 00:00 UTC, and a farm sold for stars. Days pass through a seam: the
 * server's clock (`config.now`) and the page's clock (Playwright's) jump forward together. Pictures
 * of the new screens, both themes, go to docs/screenshots/.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { CATALOG_V1, seasonProducers } from '#domain/catalog';
import { challengeFor } from '#domain/daily-challenge';
import { prestigeMultiplier } from '#domain/multiplier';
import { farmWorth, starsFor } from '#domain/prestige';
import { createProducer } from '#domain/producer';
import { DAY, HOUR, utcDay } from '#domain/time';
import { animationsSettled, openFromNav, phoneContext } from './helpers/browser.ts';
import { actAndConfirm } from './helpers/act.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const shared = serverAndBrowser(startPlayServer);
const base = 830_000 + Math.floor(Math.random() * 100_000);
/** How far the tests moved the server's clock, ms. */
let skew = 0;

function serverNow(): number {
  return Date.now() + skew;
}

/** Moves the server's clock and each open page's clock forward together (never back). */
async function jump(pages: readonly Page[], wanted: number): Promise<void> {
  const ms = Math.max(0, Math.round(wanted));
  skew += ms;
  shared.server.jump(ms);
  for (const page of pages) await page.clock.fastForward(ms);
}

async function newPlayerPage(theme: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(shared.browser, theme);
  await context.clock.install({ time: serverNow() });
  return { context, page: await context.newPage() };
}

/** Opens `path` for `user` afresh (a new day's visit), waiting for the screen's root. */
async function visit(page: Page, user: number, path: string, testId: string, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.goto(`${shared.server.url}${path}?user=${String(user)}&theme=${theme}`);
  await page.getByTestId(testId).waitFor({ timeout: 30_000 });
}

/** Every control named is at least 44 x 44 px, and nothing runs past the screen's right edge. */
async function fitsThePhone(page: Page, testIds: readonly string[]): Promise<void> {
  for (const testId of testIds) {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box, testId).not.toBeNull();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0), `${testId} is at least 44 px`).toBeGreaterThanOrEqual(44);
  }
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function shoot(page: Page, name: string, theme: 'light' | 'dark'): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}${name}-${theme}.png` });
}

test('a check-in streak over four UTC days keeps going over one missed day', async () => {
  const user = base + 1;
  // Noon UTC of the next day, so a day's jump never crosses two midnights.
  const day0 = utcDay(serverNow()) + 1;
  let visit0: { context: BrowserContext; page: Page } | undefined;
  for (const offset of [0, 1, 3]) {
    await jump([], (day0 + offset) * DAY + 12 * HOUR - serverNow());
    // Each day the player opens the game afresh (a new launch from Telegram, a new session).
    await visit0?.context.close();
    visit0 = await newPlayerPage('light');
    await visit(visit0.page, user, '/quests', 'checkin');
    await actAndConfirm(visit0.page, 'checkin-button', 'checkin');
    await expect.poll(() => visit0?.page.getByTestId('checkin-button').isDisabled(), { timeout: 10_000 }).toBe(true);
  }
  if (visit0 === undefined) throw new Error('no visit');
  const { context, page } = visit0;
  const summary = page.getByTestId('streak-summary');
  expect(await summary.getAttribute('data-streak')).toBe('3');
  const cells = page.getByTestId('streak-calendar').locator('li');
  expect(await cells.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual([
    'done',
    'done',
    'done',
    'upcoming',
    'upcoming',
    'upcoming',
    'upcoming',
  ]);
  expect(await cells.evaluateAll((items) => items.map((item) => item.getAttribute('data-forgiven')))).toEqual([
    'false',
    'false',
    'true',
    'false',
    'false',
    'false',
    'false',
  ]);
  expect((await shared.server.state(user)).checkin).toEqual({ lastDay: day0 + 3, streak: 3, forgivenDay: day0 + 2 });
  await shoot(page, 'daily', 'light');
  await fitsThePhone(page, ['checkin-button', 'challenge-claim']);
  await page.setViewportSize({ width: 360, height: 780 });
  await fitsThePhone(page, ['checkin-button', 'challenge-claim']);
  await context.close();

  const dark = await newPlayerPage('dark');
  await visit(dark.page, user, '/quests', 'checkin', 'dark');
  await expect.poll(() => dark.page.getByTestId('streak-summary').getAttribute('data-streak'), { timeout: 10_000 }).toBe('3');
  await shoot(dark.page, 'daily', 'dark');
  await dark.context.close();
});

test('the daily challenge is done, claimed once, and resets at 00:00 UTC', async () => {
  const user = base + 2;
  const { context, page } = await newPlayerPage('light');
  // A day whose challenge asks upgrades, a spin and a card (no tractor to wait for), at noon UTC.
  let day = utcDay(serverNow()) + 1;
  while (challengeFor(day).some((task) => task.kind === 'tractor')) day += 1;
  await jump([page], day * DAY + 12 * HOUR - serverNow());
  await visit(page, user, '/', 'farm');
  await expect.poll(async () => (await shared.server.state(user).catch(() => null)) !== null, { timeout: 10_000 }).toBe(true);
  await shared.server.editState(user, (state) => ({ ...state, resources: [1e9, 0, 0, 0], spin: 3 }));
  await visit(page, user, '/', 'producer-sprouter');
  const tasks = challengeFor(day);
  const upgrades = tasks.find((task) => task.kind === 'upgrade')?.target ?? 0;
  for (let i = 0; i < upgrades; i += 1) await actAndConfirm(page, 'upgrade-sprouter', 'producer-upgrade');
  await openFromNav(page, '/spin');
  await actAndConfirm(page, 'spin-button', 'spin');
  await openFromNav(page, '/events');
  await actAndConfirm(page, 'card-0', 'card-turn');

  await openFromNav(page, '/quests');
  const card = page.getByTestId('daily-challenge');
  await card.waitFor();
  expect(await card.getAttribute('data-day')).toBe(String(day));
  for (const task of tasks) {
    await expect.poll(() => page.getByTestId(`challenge-task-${task.kind}`).getAttribute('data-done')).toBe(String(task.target));
  }
  await actAndConfirm(page, 'challenge-claim', 'challenge-claim');
  await expect.poll(() => page.getByTestId('challenge-claim').isDisabled()).toBe(true);
  expect((await shared.server.state(user)).daily.claimedDay).toBe(day);

  // The next UTC day: a new challenge, nothing done, nothing to claim.
  await jump([page], (day + 1) * DAY + HOUR - serverNow());
  await visit(page, user, '/quests', 'daily-challenge');
  await expect.poll(() => card.getAttribute('data-day'), { timeout: 10_000 }).toBe(String(day + 1));
  const done = await card.locator('[data-done]').evaluateAll((items) => items.map((item) => item.getAttribute('data-done')));
  expect(done).toEqual(['0', '0', '0']);
  expect(await page.getByTestId('challenge-claim').isDisabled()).toBe(true);
  await context.close();
});

test('a late farm is sold for stars after a preview and a confirmation', async () => {
  const user = base + 3;
  const main = seasonProducers(CATALOG_V1, 'main');
  const price = main.at(-1)?.cost[3] ?? 0;
  let stars = 0;
  for (const theme of ['light', 'dark'] as const) {
    const { context, page } = await newPlayerPage(theme);
    await visit(page, user, '/', 'farm', theme);
    if (theme === 'light') {
      await expect.poll(async () => (await shared.server.state(user).catch(() => null)) !== null, { timeout: 10_000 }).toBe(true);
      const now = serverNow();
      const edited = await shared.server.editState(user, (state) => ({
        ...state,
        producers: main.map((def) => createProducer(def, def.starter ? 12 : 10, now)),
        resources: [1e6, 1e6, 1e6, 4321],
        tokensEarned: 4 * price,
      }));
      stars = starsFor(CATALOG_V1, farmWorth(CATALOG_V1, edited));
      await visit(page, user, '/', `producer-${main.at(-1)?.id ?? ''}`, theme);
    } else await page.getByTestId(`producer-${main.at(-1)?.id ?? ''}`).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('farm-rate').getAttribute('data-resource')).toBe('3');
    await shoot(page, 'farm-rate', theme);
    await fitsThePhone(page, ['prestige-open']);
    await page.getByTestId('prestige-open').click();
    const sheet = page.getByTestId('prestige-sheet');
    await sheet.waitFor();
    expect(await sheet.getAttribute('data-available')).toBe('true');
    expect(await page.getByTestId('prestige-gain').textContent()).toBe(`+${String(stars)}`);
    await shoot(page, 'prestige', theme);
    await fitsThePhone(page, ['prestige-sell']);
    if (theme === 'dark') {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.getByTestId('prestige-sell').click();
      await fitsThePhone(page, ['prestige-cancel', 'prestige-confirm']);
      await page.getByTestId('prestige-cancel').click();
      await page.getByTestId('prestige-sell').click();
      await actAndConfirm(page, 'prestige-confirm', 'prestige');
      await expect.poll(() => page.getByTestId('prestige-sheet').count()).toBe(0);
      await expect.poll(() => page.getByTestId('producer-field').count()).toBe(0);
      const multiplier = String(Math.round(prestigeMultiplier(stars) * 100) / 100);
      await expect.poll(() => page.getByTestId('prestige-open').textContent()).toContain(`×${multiplier}`);
      const state = await shared.server.state(user);
      expect(state.prestige).toEqual({ count: 1, stars });
      // Tokens stay (the market kept producing while the test played), and so does the leaderboard's measure.
      expect(state.resources[3]).toBeGreaterThanOrEqual(4321);
      expect(state.tokensEarned).toBeGreaterThanOrEqual(4 * price);
    }
    await context.close();
  }
});
