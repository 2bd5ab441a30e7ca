import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';
import { devLaunchData, emulateTelegram, newUserId, telegramLaunchUrl, waitForController } from './pwa-support.ts';

const shared = serverAndBrowser(() => startServer({ copyOfDist: true }));

test('the first visit installs the worker; offline, a reload shows the farm from the cache and it keeps ticking', async () => {
  const context = await phoneContext(shared.browser);
  await emulateTelegram(context);
  const page = await context.newPage();
  const initData = await devLaunchData(shared.server.url, newUserId());
  await page.goto(telegramLaunchUrl(shared.server.url, initData));

  const seeds = page.getByTestId('resource-seed');
  await page.getByTestId('producer-sprouter').waitFor({ timeout: 30_000 });
  expect(await waitForController(page)).toBe(`${shared.server.url}/sw.js`);
  const onlineSeeds = await seeds.textContent();
  expect(onlineSeeds).toMatch(/\d/);

  await context.setOffline(true);
  await page.reload();
  // Code from the precache, the farm from Dexie: the same numbers without any network.
  await page.getByTestId('producer-sprouter').waitFor({ timeout: 30_000 });
  expect(await seeds.textContent()).toBe(onlineSeeds);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // Offline play: start the sprouter, wait for its cycle, collect; the seeds go up from the cache.
  await page.getByTestId('start-sprouter').click();
  const collect = page.getByTestId('collect-sprouter');
  await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true);
  await collect.click();
  await expect.poll(() => seeds.textContent(), { timeout: 30_000 }).not.toBe(onlineSeeds);
  await context.close();
});

test('in a plain tab (the development Telegram mock), an offline reload or a new tab after one online visit shows the farm', async () => {
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(newUserId())}`);
  const seeds = page.getByTestId('resource-seed');
  await page.getByTestId('producer-sprouter').waitFor({ timeout: 30_000 });
  await waitForController(page);
  await expect.poll(() => seeds.textContent(), { timeout: 30_000 }).toMatch(/\d/);
  const onlineSeeds = await seeds.textContent();

  await context.setOffline(true);
  // The same address, `?user=` and all: the mock's launch data is the tab's, as Telegram keeps its own.
  await page.reload();
  await page.getByTestId('producer-sprouter').waitFor({ timeout: 30_000 });
  expect(await seeds.textContent()).toBe(onlineSeeds);
  expect(await page.getByTestId('error-status').count()).toBe(0);

  // A new tab, still offline, has no launch of its own and cannot reach the development server:
  // it plays as the origin's last player, from the cache.
  const tab = await context.newPage();
  await tab.goto(`${shared.server.url}/`);
  await tab.getByTestId('producer-sprouter').waitFor({ timeout: 30_000 });
  expect(await tab.getByTestId('resource-seed').textContent()).toBe(onlineSeeds);
  expect(await tab.getByTestId('error-status').count()).toBe(0);
  await context.close();
});

test('offline, the theme music answers a Range request with 206 from the precache, and an audio element can load it', async () => {
  const context = await phoneContext(shared.browser);
  await emulateTelegram(context);
  const page = await context.newPage();
  await page.goto(telegramLaunchUrl(shared.server.url, await devLaunchData(shared.server.url, newUserId())));
  await waitForController(page);
  // The precache is complete once the worker is active; the music is part of it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);

  const answered = page.waitForResponse((response) => response.url().endsWith('/sounds/theme.mp3'));
  const part = await page.evaluate(async () => {
    const response = await fetch('/sounds/theme.mp3', { headers: { range: 'bytes=100-1123' } });
    return { status: response.status, range: response.headers.get('content-range'), length: (await response.arrayBuffer()).byteLength };
  });
  expect(part.status).toBe(206);
  expect(part.range).toMatch(/^bytes 100-1123\/\d+$/);
  expect(part.length).toBe(1024);
  expect((await answered).fromServiceWorker()).toBe(true);

  const duration = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const audio = new Audio();
        audio.preload = 'metadata';
        audio.addEventListener('loadedmetadata', () => {
          resolve(audio.duration);
        });
        audio.addEventListener('error', () => {
          reject(new Error(`audio error ${String(audio.error?.code)}`));
        });
        audio.src = '/sounds/theme.webm';
      }),
  );
  expect(duration).toBeGreaterThan(1);
  await context.close();
});
