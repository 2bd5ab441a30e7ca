/**
 * The game's service worker leaves the server's own pages to the server: in ONE browser context
 * the player plays (the worker installs and controls the page), then the same browser opens the
 * probes, the metrics and the operator console, and signs in. Before the worker's navigation
 * fallback had an allowlist, each of these answered with the game's page ("Page not found").
 */
import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { askBotForLink, launchData, startConsoleServer } from './helpers/console.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { emulateTelegram, telegramLaunchUrl, waitForController } from './pwa-support.ts';

const shared = serverAndBrowser(startConsoleServer);

test('after playing the game, the same browser reaches the probes, /metrics and the console, and signs in', async () => {
  const { server, browser } = shared;
  const context = await phoneContext(browser);
  await emulateTelegram(context);
  const page = await context.newPage();
  await page.goto(telegramLaunchUrl(server.url, launchData(5101, 'Dora', 'dora_farms')));
  await page.getByTestId('producer-sprouter').waitFor({ timeout: 30_000 });
  expect(await waitForController(page)).toBe(`${server.url}/sw.js`);
  // Play: start the sprouter, so the worker has served a page the player used.
  await page.getByTestId('start-sprouter').click();

  for (const path of ['/ready', '/backend/health', '/health']) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.headers()['content-type'], path).toMatch(/^application\/json/);
    expect(response?.fromServiceWorker(), path).toBe(false);
    expect(JSON.parse(await page.locator('body').innerText()), path).toMatchObject({ ok: true });
  }
  const metrics = await page.goto(`${server.url}/metrics`);
  expect(metrics?.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await page.locator('body').innerText()).toContain('# TYPE');

  // The console itself, unsigned: its own sign-in page, not the game's 404.
  const unsigned = await page.goto(`${server.url}/admin`);
  expect(unsigned?.fromServiceWorker()).toBe(false);
  await expect.poll(() => page.getByText(/Page not found/i).count()).toBe(0);

  const link = await askBotForLink(server);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 30_000 });
  expect(page.url()).toBe(`${server.url}/admin/`);
  // The worker still controls the browser: the game's screens come from it as before.
  const game = await page.goto(`${server.url}/quests`);
  expect(game?.fromServiceWorker()).toBe(true);
  await context.close();
});
