import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { animationsSettled } from './helpers/browser.ts';
import { documentHeight, foreignNumbers, frameOutOfPlace, PHONE_SCREENS, raggedTexts, smallTargets } from './helpers/phone-checks.ts';
import { midGame, PHONE_SHEETS } from './helpers/phone-sheets.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const shared = serverAndBrowser(startPlayServer);

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

function testUser(): string {
  return String(730_000 + Math.floor(Math.random() * 10_000));
}

function phone(width: number, height: number, colorScheme: 'light' | 'dark'): Promise<BrowserContext> {
  return shared.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme });
}

async function open(page: Page, path: string, testId: string, user: string): Promise<void> {
  await page.goto(`${shared.server.url}${path}?user=${user}`);
  await page.getByTestId(testId).waitFor({ timeout: 30_000 });
  await animationsSettled(page);
}

/** Where the bottom bar and the seed chip are drawn, in CSS pixels from the viewport's top. */
function chromeTops(page: Page): Promise<{ bar: number; chip: number; scrolled: number }> {
  return page.evaluate(() => ({
    bar: document.querySelector('nav')?.getBoundingClientRect().top ?? Number.NaN,
    chip: document.querySelector('[data-testid="resource-seed"]')?.getBoundingClientRect().top ?? Number.NaN,
    scrolled: document.scrollingElement?.scrollTop ?? Number.NaN,
  }));
}

describe.each(PHONES)('at $width px', ({ width, height }) => {
  test('the document is exactly the viewport on every screen, and a swipe on the bar moves nothing', async () => {
    const context = await phone(width, height, 'light');
    const page = await context.newPage();
    const user = testUser();
    const tall: Record<string, number> = {};
    for (const screen of PHONE_SCREENS) {
      await open(page, screen.path, screen.testId, user);
      const { scroll, viewport } = await documentHeight(page);
      expect(viewport).toBe(height);
      if (scroll !== viewport) tall[screen.path] = scroll;
    }
    expect(tall).toEqual({});

    await open(page, '/', 'farm', user);
    const before = await chromeTops(page);
    const bar = await page.getByRole('navigation', { name: 'Game screens' }).boundingBox();
    const session = await context.newCDPSession(page);
    // A thumb that lands on the bar and drags up by 400 px, as a touch gesture.
    await session.send('Input.synthesizeScrollGesture', {
      x: Math.round(width / 2),
      y: Math.round((bar?.y ?? height - 30) + 10),
      yDistance: -400,
      gestureSourceType: 'touch',
      speed: 1200,
    });
    await page.waitForTimeout(300);
    expect(await chromeTops(page)).toEqual(before);
    expect(before.bar + (bar?.height ?? 0)).toBeCloseTo(height, 0);
    await context.close();
  });
});

/**
 * Each locale in one colour mode, half of them in each: the checks measure sizes, wraps and text,
 * which the colour mode does not move (contrast is the accessibility test's, in both modes).
 */
const LOCALES = [
  ['en-US', 'light'],
  ['ru', 'dark'],
  ['uk', 'light'],
  ['es', 'dark'],
  ['pt-BR', 'light'],
  ['id', 'dark'],
  ['vi', 'light'],
  ['tr', 'dark'],
] as const;
/** What a page logs when a host on the internet cannot be reached (this machine has no internet). */
const OFFLINE_SANDBOX = /net::ERR_NAME_NOT_RESOLVED|^\[TON_CONNECT_SDK\] TypeError: Failed to fetch/u;

/** Opens `path` in the page as the app's router does (no reload), and waits for its screen. */
async function visit(page: Page, path: string, testId: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByTestId(testId).waitFor({ timeout: 30_000 });
  await animationsSettled(page);
}

/** Picks a radio of the settings screen (the language or the colour mode) as a thumb does. */
async function pick(page: Page, name: string, value: string): Promise<void> {
  await visit(page, '/settings', 'settings');
  await page.locator(`input[name="${name}"][value="${value}"]`).click({ force: true });
}

/** Every problem a thumb or a reader of `locale` meets on what the page shows now, one line each. */
async function phoneProblems(page: Page, locale: string): Promise<string[]> {
  return [...(await smallTargets(page)), ...(await raggedTexts(page)), ...(await foreignNumbers(page, locale))];
}

/**
 * Every screen, every sheet (More, insta boost, a purchase's confirmation, the farm's sale) and the
 * offline farm, in the 8 locales (half in light, half in dark), at 360 and 390 px wide, for a mid-game player
 * (thousands in K, decimals, upgrades past the interval's floor, quests met, boosts held), in one
 * page switched in place (the language and colour mode from the settings screen, the width by the
 * viewport, the screens by the router): no control under 44 x 44 px, no ragged wrap or overflow,
 * no number or unit outside the locale's formatter, the document never taller than the viewport
 * and the bar at its bottom edge, and no console error on the way.
 */
test('every screen and sheet in every locale (in light or dark) and phone width: thumb-sized, nothing ragged or overflowing, numbers in the locale, no console error', async () => {
  const context = await phone(390, 844, 'light');
  const page = await context.newPage();
  const errors: string[] = [];
  let where = 'boot';
  page.on('console', (message) => {
    // The sandbox has no internet: the wallets list and the offers' pictures on other hosts fail to
    // load there; the offline farm's own requests fail as they should.
    if (message.type() !== 'error' || OFFLINE_SANDBOX.test(message.text()) || where.endsWith('offline')) return;
    errors.push(`${where}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`${where}: ${error.message}`);
  });
  const user = testUser();
  await open(page, '/', 'farm', user);
  await midGame(shared.server, Number(user));
  await page.reload();
  await page.getByTestId('upgrade-gain-sprouter').waitFor({ timeout: 30_000 });
  const found: Record<string, string[]> = {};
  for (const [locale, theme] of LOCALES) {
    await pick(page, 'locale', locale);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await pick(page, 'color-mode', theme);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    for (const { width, height } of PHONES) {
      await page.setViewportSize({ width, height });
      await expect.poll(() => page.evaluate(() => document.getElementById('root')?.clientHeight)).toBe(height);
      for (const screen of PHONE_SCREENS) {
        where = `${locale} ${theme} ${String(width)} ${screen.path}`;
        await visit(page, screen.path, screen.testId);
        const problems = [...(await phoneProblems(page, locale)), ...(await frameOutOfPlace(page))];
        if (problems.length > 0) found[where] = problems;
      }
      for (const sheet of PHONE_SHEETS) {
        where = `${locale} ${theme} ${String(width)} ${sheet.name}`;
        await visit(page, sheet.path, sheet.testId);
        await sheet.open(page);
        await page.getByRole('dialog').waitFor();
        await animationsSettled(page);
        const problems = await phoneProblems(page, locale);
        if (problems.length > 0) found[where] = problems;
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      where = `${locale} ${theme} ${String(width)} offline`;
      await visit(page, '/', 'farm');
      await context.setOffline(true);
      await expect.poll(() => page.getByTestId('connection-status').getAttribute('data-kind')).toBe('offline');
      const offline = await phoneProblems(page, locale);
      if (offline.length > 0) found[where] = offline;
      await context.setOffline(false);
      await expect
        .poll(() => page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="connection-status"]')?.dataset.kind ?? 'none'))
        .not.toBe('offline');
    }
  }
  expect({ found, errors }).toEqual({ found: {}, errors: [] });
  await context.close();
});
