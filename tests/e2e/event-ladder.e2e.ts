/**
 * An event from its start to a ladder reward, in Chromium against the real server and the built
 * app: the Events entry's badge, the festival's countdown to the end the operator scheduled, the
 * pie stand bought and worked until the first step is reached, the step claimed once (paid into
 * the main season), the event's own board; then pictures of the event screen in both themes for
 * docs/screenshots/. Time passes through a seam: the server's and the page's clocks jump together.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENT_LADDER } from '#domain/event-ladder';
import { animationsSettled, openFromNav, phoneContext } from './helpers/browser.ts';
import { actAndConfirm } from './helpers/act.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const DAY = 86_400_000;

const shared = serverAndBrowser(startPlayServer);
const user = 880_000 + Math.floor(Math.random() * 10_000);

async function jump(page: Page, ms: number): Promise<void> {
  shared.server.jump(ms);
  await page.clock.fastForward(ms);
}

async function openEvents(page: Page): Promise<void> {
  await openFromNav(page, '/events');
  await page.getByTestId('event-season').waitFor();
}

test('an event played from its start to a ladder reward', async () => {
  await shared.server.scheduleEventEnd(Date.now() + 2 * DAY + 5 * 3_600_000);
  const context = await phoneContext(shared.browser, 'light');
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(user)}&theme=light`);
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });

  // A festival runs: the "More" entry says so before the player opens anything.
  await expect.poll(() => page.getByTestId('nav-count-more').count(), { timeout: 30_000 }).toBe(1);
  await openEvents(page);
  expect(await page.getByTestId('event-countdown').textContent()).toMatch(/2d [45]h/);
  expect(await page.getByTestId('ladder-step-0').getAttribute('data-state')).toBe('locked');

  // The festival's seeds and yield, as if its sprouter had worked a while: the patch, then the pie
  // stand and three pies (the next producer to buy is always the lowest one not owned).
  await shared.server.editState(user, (state) => ({ ...state, resourcesEvent: [300, 250 + 3 * 16, 0, 0] }));
  await page.reload();
  await page.getByTestId('event-season').waitFor({ timeout: 30_000 });
  await actAndConfirm(page, 'buy-event-pumpkin-patch', 'producer-buy');
  await actAndConfirm(page, 'buy-event-pie-stand', 'producer-buy');
  for (let pie = 0; pie < 3; pie += 1) {
    await actAndConfirm(page, 'start-event-pie-stand', 'producer-start');
    await jump(page, 61_000);
    await actAndConfirm(page, 'collect-event-pie-stand', 'producer-collect');
  }
  const first = EVENT_LADDER[0]?.points ?? 0;
  expect((await shared.server.state(user)).resourcesEvent[3]).toBeGreaterThanOrEqual(first);

  // The first step is reached: claimed once, paid into the main season.
  const spins = (await shared.server.state(user)).spin;
  await expect.poll(() => page.getByTestId('ladder-step-0').getAttribute('data-state')).toBe('ready');
  const claim = page.getByTestId('ladder-step-0').getByRole('button');
  const answered = page.waitForResponse((response) => response.url().includes('/backend/hub/engine/event-ladder-claim'));
  await claim.click();
  expect((await answered).status()).toBe(200);
  await expect.poll(() => page.getByTestId('ladder-step-0').getAttribute('data-state')).toBe('claimed');
  expect((await shared.server.state(user)).spin).toBe(spins + 1);
  expect((await shared.server.state(user)).eventLadder?.claimed).toEqual([0]);

  // The festival's own board ranks the player by the festival tokens they earned.
  await page.reload();
  await page.getByTestId('event-board').waitFor({ timeout: 30_000 });
  const mine = page.getByTestId('event-board').locator('li', { hasText: 'You' });
  await mine.first().waitFor({ timeout: 30_000 });
  expect(await mine.count()).toBe(1);
  await shoot(page, 'light');

  // At 360 px in Russian (longer words, a decimal comma), every step's parts stay inside its row.
  await context.addCookies([{ name: 'locale', value: 'ru', url: shared.server.url }]);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await page.getByTestId('event-ladder').waitFor({ timeout: 30_000 });
  const outside = await page
    .getByTestId('event-ladder')
    .locator('li')
    .evaluateAll((rows) =>
      rows.flatMap((row) => {
        const box = row.getBoundingClientRect();
        const parts = [...row.querySelectorAll('*')].filter((part) => {
          const edge = part.getBoundingClientRect();
          return edge.right > box.right + 0.5 || edge.left < box.left - 0.5;
        });
        return parts.map((part) => part.textContent);
      }),
    );
  expect(outside).toEqual([]);
  expect(await page.getByTestId('event-ladder').textContent()).not.toContain('to go');
  await context.close();

  const dark = await phoneContext(shared.browser, 'dark');
  const darkPage = await dark.newPage();
  await darkPage.goto(`${shared.server.url}/events?user=${String(user)}&theme=dark`);
  await darkPage.getByTestId('event-board').waitFor({ timeout: 30_000 });
  await shoot(darkPage, 'dark');
  await dark.close();
});

/** The event card's top (banner, countdown, ladder) and its board, at 390 x 844. */
async function shoot(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.getByTestId('event-season').scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    document.querySelector('[data-testid="event-season"]')?.scrollIntoView({ block: 'start' });
  });
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}event-${theme}.png` });
  await page.evaluate(() => {
    document.querySelector('[data-testid="event-board"]')?.scrollIntoView({ block: 'end' });
  });
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}event-board-${theme}.png` });
}
