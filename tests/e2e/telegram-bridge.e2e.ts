/**
 * The start-up calls of docs/product.md, section 1 (colours, ready, viewport), seen from Telegram's side: the built
 * app in Chromium inside an emulated Telegram webview that records every event the app posts.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';
import { devLaunchData, emulateTelegram, newUserId, postedEvents, telegramLaunchUrl } from './pwa-support.ts';

const shared = serverAndBrowser(startServer);
const BROWN = '#3b2314';

async function launch(client: { version: string; theme: Record<string, string> }): Promise<Page> {
  const context = await phoneContext(shared.browser);
  await emulateTelegram(context);
  const page = await context.newPage();
  await page.goto(telegramLaunchUrl(shared.server.url, await devLaunchData(shared.server.url, newUserId()), '/', client));
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  return page;
}

function names(events: [string, unknown][]): string[] {
  return events.map(([name]) => name);
}

test('at start the app paints Telegram brown, says it is ready, then mounts and expands the viewport', async () => {
  const page = await launch({ version: '8.0', theme: { bg_color: '#ffffff', secondary_bg_color: '#efeff3' } });
  await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_expand');
  const events = await postedEvents(page);
  expect(events).toContainEqual(['web_app_set_background_color', { color: BROWN }]);
  expect(events).toContainEqual(['web_app_set_header_color', { color: BROWN }]);
  const order = names(events);
  const ready = order.indexOf('web_app_ready');
  expect(ready).toBeGreaterThan(order.indexOf('web_app_set_background_color'));
  expect(ready).toBeGreaterThan(order.indexOf('web_app_set_header_color'));
  // The viewport mounts after ready (a desktop client's size is the window's: nothing to request),
  // expands, and binds its CSS variables.
  expect(order.indexOf('web_app_expand')).toBeGreaterThan(ready);
  const height = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--tg-viewport-stable-height'));
  await expect.poll(height, { timeout: 30_000 }).toMatch(/^\d+(\.\d+)?px$/);
  expect(order.filter((name) => name === 'web_app_ready')).toHaveLength(1);
  await page.context().close();
});

test('a client without rgb header colours (before 6.9) gets the theme key nearest the brown', async () => {
  const page = await launch({ version: '6.1', theme: { bg_color: '#ffffff', secondary_bg_color: '#efeff3' } });
  await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_ready');
  const events = await postedEvents(page);
  expect(events).toContainEqual(['web_app_set_header_color', { color_key: 'secondary_bg_color' }]);
  expect(events).toContainEqual(['web_app_set_background_color', { color: BROWN }]);
  await page.context().close();
});
