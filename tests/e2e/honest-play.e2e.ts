/**
 * What the player sees is what the rules do, in Chromium against the real server and the built
 * app: an upgrade never traps whatever the cycle's phase. Time passes through a seam, never by
 * waiting: the server's clock and the page's clock jump forward together.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { createProducer } from '#domain/producer';
import { phoneContext } from './helpers/browser.ts';
import { tapTractor } from './helpers/tractor.ts';
import { actAndConfirm } from './helpers/act.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { readShown, watchShown } from './helpers/shown.ts';
import { startPlayServer } from './play-server.ts';
import { storedRows } from './helpers/page-db.ts';

const shared = serverAndBrowser(startPlayServer);
let nextUser = 910_000 + Math.floor(Math.random() * 50_000);

/** Moves the server's and the page's clocks forward together. */
async function jump(page: Page, ms: number): Promise<void> {
  shared.server.jump(ms);
  await page.clock.fastForward(ms);
}

/** A new player on a phone, the farm open; returns the page and the player's id. */
async function openFarm(): Promise<{ page: Page; user: number }> {
  const user = nextUser;
  nextUser += 1;
  const context = await phoneContext(shared.browser, 'light');
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(user)}&theme=light`);
  await expect.poll(() => page.getByTestId('resource-seed').textContent(), { timeout: 30_000 }).toBe('100');
  return { page, user };
}

function levelNine(id: string, now: number) {
  const def = producerDef(CATALOG_V1, id);
  if (def === undefined) throw new Error(`no ${id} in the catalog`);
  return createProducer(def, 9, now);
}

test('the level-10 upgrade ("runs by itself") is accepted idle, running and Ready', async () => {
  const { page, user } = await openFarm();
  await shared.server.editState(user, (state) => ({
    ...state,
    resources: [1e6, 1e6, 1e6, 0],
    producers: ['sprouter', 'field', 'compost'].map((id) => levelNine(id, state.settledAt)),
  }));
  await page.reload();
  for (const id of ['sprouter', 'field', 'compost'])
    await expect.poll(() => page.getByTestId(`level-${id}`).textContent(), { timeout: 30_000 }).toBe('Lv 9');

  // Idle.
  await actAndConfirm(page, 'upgrade-sprouter', 'producer-upgrade');
  // Running.
  await actAndConfirm(page, 'start-field', 'producer-start');
  await expect.poll(() => page.getByTestId('producer-field').getAttribute('data-phase')).toBe('running');
  await actAndConfirm(page, 'upgrade-field', 'producer-upgrade');
  // Ready.
  await actAndConfirm(page, 'start-compost', 'producer-start');
  await jump(page, levelNine('compost', 0).interval + 2_000);
  await expect.poll(() => page.getByTestId('producer-compost').getAttribute('data-phase')).toBe('ready');
  await actAndConfirm(page, 'upgrade-compost', 'producer-upgrade');

  for (const id of ['sprouter', 'field', 'compost']) {
    await expect.poll(() => page.getByTestId(`level-${id}`).textContent()).toBe('Lv 10');
    await expect.poll(() => page.getByTestId(`producer-${id}`).getAttribute('data-phase')).toBe('auto');
  }
  const stored = await shared.server.state(user);
  expect(stored.producers.map((producer) => [producer._id, producer.level, producer.is_continues])).toEqual([
    ['sprouter', 10, true],
    ['field', 10, true],
    ['compost', 10, true],
  ]);
  await page.context().close();
});

/** Outbox entries still waiting in the page's database. */
async function outboxCount(page: Page): Promise<number> {
  return (await storedRows(page, 'outbox')).length;
}

test('no rollback after reconnecting: a producer Ready offline stays Ready, balances never drop', async () => {
  const { page, user } = await openFarm();
  const context = page.context();
  await context.setOffline(true);
  // Offline: a whole cycle, and a second one left Ready.
  await page.getByTestId('start-sprouter').click();
  await jump(page, 6_000);
  await page.getByTestId('collect-sprouter').click();
  await page.getByTestId('start-sprouter').click();
  await jump(page, 6_000);
  await expect.poll(() => page.getByTestId('producer-sprouter').getAttribute('data-phase')).toBe('ready');
  await expect.poll(() => page.getByTestId('resource-seed').textContent()).toBe('110');
  expect(await outboxCount(page)).toBe(3);

  await watchShown(page);
  await context.setOffline(false);
  // Back online: the outbox drains (its back-off waits passed on the page's clock alone).
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(5_000);
        return outboxCount(page);
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(0);
  const seen = await readShown(page);
  expect(seen.phases).toEqual(['ready']);
  expect(seen.seeds.every((text) => Number(text) >= 110)).toBe(true);
  // The server holds what the player saw: 110 seeds and the second cycle running since it was started.
  const stored = await shared.server.state(user);
  expect(stored.resources[0]).toBe(110);
  expect(stored.producers[0]?.cycle_started_at).not.toBeNull();
  expect(stored.producers[0]?.cycles).toBe(1);
  await context.close();
});

test('the tractor comes 30 s after the game opens; reopening never pushes it further; the server accepts the tap', async () => {
  const { page, user } = await openFarm();
  await page.getByTestId('next-tractor').waitFor();
  const tractor = page.getByTestId('tractor');
  await jump(page, 20_000);
  expect(await tractor.count()).toBe(0);
  // Reopened 20 s after the opening: still due 10 s later, not 30.
  await page.reload();
  await page.getByTestId('producer-sprouter').waitFor({ timeout: 30_000 });
  expect(await tractor.count()).toBe(0);
  await page.getByTestId('next-tractor').waitFor();
  await jump(page, 11_000);
  expect(await tapTractor(page)).toBe(200);
  expect((await shared.server.state(user)).events.TRACTOR.triggerCount).toBe(1);
  // The next one comes one interval after the tap.
  await page.getByTestId('next-tractor').waitFor();
  await page.context().close();
});
