import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';

const shared = serverAndBrowser();

function testUser(): string {
  return String(710_000 + Math.floor(Math.random() * 10_000));
}

test('an unknown address shows 404 with its path, and Retry lands on the farm', async () => {
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/no-such-field?user=${testUser()}`);

  await expect.poll(() => page.getByTestId('error-status').textContent(), { timeout: 30_000 }).toBe('404');
  expect(await page.getByTestId('error-message').textContent()).toBe('Page not found: /no-such-field');
  expect(await page.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toMatch(/^https:\/\/t\.me\//);

  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});

test('the language and colour mode a player picks are still there after a reload', async () => {
  // The context's own scheme is light, so a dark page after the reload can only come from settings.
  const context = await phoneContext(shared.browser, 'light');
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/settings?user=${testUser()}`);
  await page.getByTestId('settings').waitFor({ timeout: 30_000 });

  await page.getByText('Dark', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.getByText('Русский', { exact: true }).click();
  await page.getByRole('heading', { name: 'Настройки' }).waitFor({ timeout: 30_000 });

  await page.reload();
  await page.getByRole('heading', { name: 'Настройки' }).waitFor({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
  expect(red + green + blue).toBeLessThan(3 * 128);
  await context.close();
});

test('every entry of the bottom bar fits a 360 px phone, and More opens the other screens', async () => {
  const context = await shared.browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${testUser()}`);
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });

  const nav = page.getByRole('navigation', { name: 'Game screens' });
  const entries = nav.locator('a, button');
  expect(await entries.count()).toBe(5);
  const boxes = await Promise.all((await entries.all()).map((entry) => entry.boundingBox()));
  for (const box of boxes) {
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  // No label is cut: each one's text fits its box.
  const clipped = await nav.locator('span').evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).length);
  expect(clipped).toBe(0);

  await page.getByRole('button', { name: /^More/ }).click();
  await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Friends' }).click();
  await page.getByTestId('friends').waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/friends');
  await context.close();
});
