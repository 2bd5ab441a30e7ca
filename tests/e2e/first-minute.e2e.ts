import { renameSync, rmSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';
import { canRecord } from './helpers/video.ts';

const shared = serverAndBrowser(startServer);
const VIDEO = fileURLToPath(new URL('../../docs/first-minute.webm', import.meta.url));

async function goal(page: Page): Promise<string | null> {
  return page.getByTestId('next-goal').getAttribute('data-goal');
}

/** One cycle of the sprouter as a new player plays it: Start, watch the bar, Collect. */
async function harvest(page: Page): Promise<void> {
  await page.getByTestId('start-sprouter').click();
  const collect = page.getByTestId('collect-sprouter');
  await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true);
  await collect.click();
}

test("a new player's first minute: the farm teaches Start, Collect and Upgrade by doing them (recorded for the docs)", async () => {
  const videoDir = mkdtempSync(join(tmpdir(), 'first-minute-'));
  const recording = canRecord();
  const context = await shared.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    ...(recording ? { recordVideo: { dir: videoDir, size: { width: 390, height: 844 } } } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(740_000 + Math.floor(Math.random() * 10_000))}`);
  await page.getByTestId('next-goal').waitFor({ timeout: 30_000 });
  expect(await goal(page)).toBe('start:sprouter');

  await harvest(page);
  // The lesson moves on as it is done: after the first harvest, the upgrade.
  await expect.poll(() => goal(page), { timeout: 10_000 }).toBe('upgrade:sprouter');
  await page.getByTestId('chip-seed').click();
  await page.waitForTimeout(800);
  await page.getByTestId('chip-seed').click();
  for (let cycle = 0; cycle < 3; cycle += 1) await harvest(page);
  const upgrade = page.getByTestId('upgrade-sprouter');
  await expect.poll(() => goal(page), { timeout: 10_000 }).toMatch(/^(upgrade|collect):sprouter$/);
  await upgrade.click();
  await expect.poll(() => page.getByTestId('level-sprouter').textContent(), { timeout: 10_000 }).toMatch(/2/);
  await expect.poll(() => goal(page), { timeout: 10_000 }).toMatch(/^buy:/);
  await page.waitForTimeout(1500);

  const video = page.video();
  await context.close();
  if (recording && video) {
    renameSync(await video.path(), VIDEO);
    expect(statSync(VIDEO).size).toBeGreaterThan(20_000);
  }
  rmSync(videoDir, { recursive: true, force: true });
});
