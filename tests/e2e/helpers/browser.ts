import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchContext } from './failure-report.ts';

/** Debian's Chromium (browsers cannot be downloaded here); `CHROMIUM_PATH` points elsewhere. */
export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser's version as it names itself ("Chromium 156.0.8078.108 ..."): the benches print it
 * beside their figures, since a new browser build moves them as much as the code does.
 */
export function browserVersion(): string {
  const result = spawnSync(executablePath, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : `unknown (${executablePath} --version failed)`;
}

/** Launches headless Chromium with the flags this sandbox needs (no background network). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone-sized context: 390 x 844, touch, the colour scheme asked for; what it does kept for a failure's report. */
export async function phoneContext(browser: Browser, colorScheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    colorScheme,
  });
  watchContext(context);
  return context;
}

/** Waits for the page's entry animations to end, for a still picture (endless ones, a pulse or a spinner, never end). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** Opens the screen at `path` as a player does: from the bottom bar, or from the "More" sheet for the others. */
export async function openFromNav(page: Page, path: string): Promise<void> {
  const inBar = page.getByRole('navigation', { name: 'Game screens' }).locator(`a[href="${path}"]`);
  if ((await inBar.count()) > 0) {
    await inBar.click();
    return;
  }
  await page.getByRole('button', { name: /^More/ }).click();
  await page.getByRole('dialog', { name: 'More' }).locator(`a[href="${path}"]`).click();
}
