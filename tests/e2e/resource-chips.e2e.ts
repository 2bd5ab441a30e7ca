/**
 * The resource chips never clip: with the widest amount the formatter writes (999.99WW: the
 * largest mantissa and the widest suffix; 999.99T for the whole, safe-integer tokens), every chip of the bar fits its text at 390 px, in every
 * locale; a tapped chip tells the exact amount. Real server (its clock is the wall clock), the
 * built app, Chromium.
 */
import { beforeAll, expect, test } from 'vitest';
import { LOCALES } from '#client/i18n/locales.ts';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const shared = serverAndBrowser(startPlayServer);
const user = 920_000 + Math.floor(Math.random() * 50_000);
/** 999.99WW: W is the widest letter of the game's font, 999.99 the longest mantissa. */
const WIDEST = 999_999.99e78;
/** Tokens are whole and below 2^53 (9AA): their widest is 999.99T. */
const WIDEST_TOKENS = 999_999_999_999_999;

beforeAll(async () => {
  // The first open creates the player; the balance is then set on the server.
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(user)}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="resource-seed"]')?.textContent === '100', undefined, {
    timeout: 30_000,
  });
  await context.close();
  await shared.server.editState(user, (state) => ({ ...state, resources: [WIDEST, WIDEST, WIDEST, WIDEST_TOKENS] }));
});

test.each(LOCALES)('no resource chip is clipped at 390 px in %s', async (locale) => {
  const context = await phoneContext(shared.browser);
  await context.addCookies([{ name: 'locale', value: locale, url: shared.server.url }]);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(user)}`);
  await expect.poll(() => page.getByTestId('resource-seed').textContent(), { timeout: 30_000 }).toMatch(/^999[.,]99WW$/);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
  expect(await page.getByTestId('resource-token').textContent()).toMatch(/^999[.,]99T$/);
  const sizes = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid^="chip-"], [data-testid^="resource-"]:not([data-testid*="detail"]):not([data-testid*="exact"])',
      ),
    ].map((element) => ({
      id: element.dataset.testid,
      text: element.textContent,
      scroll: element.scrollWidth,
      client: element.clientWidth,
    })),
  );
  expect(sizes).toHaveLength(8);
  for (const size of sizes) expect(size.scroll, `${String(size.id)} "${size.text}"`).toBeLessThanOrEqual(size.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('chip-token').click();
  const detail = page.getByTestId('resource-detail-token');
  await detail.waitFor();
  expect((await page.getByTestId('resource-exact-token').textContent())?.replace(/\D/g, '')).toBe(String(WIDEST_TOKENS));
  const box = await detail.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await context.close();
});
