import { expect, test } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';

const shared = serverAndBrowser(startServer);

function testUser(): string {
  return String(730_000 + Math.floor(Math.random() * 10_000));
}

async function phone(browser: Browser, reducedMotion: 'reduce' | 'no-preference'): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, reducedMotion });
}

/** A new player's first harvest: start the sprouter, wait out its cycle, collect. */
async function firstHarvest(page: Page): Promise<void> {
  await page.goto(`${shared.server.url}/?user=${testUser()}`);
  await page.getByTestId('start-sprouter').click();
  const collect = page.getByTestId('collect-sprouter');
  await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true);
  await collect.click();
}

/** The element's box once two reads a frame apart agree. */
async function restingBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await locator.boundingBox();
  for (;;) {
    await locator.page().waitForTimeout(100);
    const next = await locator.boundingBox();
    if (last && next && last.y === next.y && last.height === next.height) return next;
    last = next;
  }
}

test('a harvest flies into its balance and is not toasted over the page', async () => {
  const context = await phone(shared.browser, 'no-preference');
  const page = await context.newPage();
  await firstHarvest(page);
  const fly = page.locator('[data-motion="fly"]');
  await fly.first().waitFor({ timeout: 5_000 });
  expect(await fly.first().textContent()).toMatch(/^\+\d/);
  // Gone once it has landed: motion leaves nothing behind.
  await expect.poll(() => fly.count(), { timeout: 5_000 }).toBe(0);
  expect(await page.locator('[role="status"][aria-live]').filter({ hasText: '+' }).count()).toBe(0);
  await context.close();
});

test('with reduced motion nothing flies, and the balance still changes', async () => {
  const context = await phone(shared.browser, 'reduce');
  const page = await context.newPage();
  await firstHarvest(page);
  const seeds = page.getByTestId('resource-seed');
  const before = Number(await seeds.textContent());
  await expect.poll(async () => Number(await seeds.textContent()), { timeout: 10_000 }).toBeGreaterThan(before - 1);
  expect(await page.locator('[data-motion]').count()).toBe(0);
  await context.close();
});

test('a notification shows under the resource chips, clear of the buttons below', async () => {
  const context = await phone(shared.browser, 'no-preference');
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/quests?user=${testUser()}`);
  // The check-in grants its tokens at once, and says so.
  await page.getByTestId('checkin-button').click();
  const toast = page.locator('[role="status"]:not([data-testid])').first();
  await toast.waitFor({ timeout: 10_000 });
  // Where it rests once its entrance has finished (its progress bar keeps running, so wait for the box to stop moving).
  const box = await restingBox(toast);
  expect(box.y).toBeGreaterThanOrEqual(56);
  expect(box.y + box.height).toBeLessThan(844 / 2);
  await context.close();
});
