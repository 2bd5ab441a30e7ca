import { expect, test } from 'vitest';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';
import { newUserId, phoneContextWithoutWorker } from './pwa-support.ts';

const shared = serverAndBrowser(() => startServer({ copyOfDist: true }));

/** The chunk-reload guard's window (CHUNK_RELOAD_GUARD_MS), ms. */
const GUARD_WINDOW_MS = 10_000;

test('a missing chunk reloads the page once, and not again within 10 seconds', async () => {
  const context = await phoneContextWithoutWorker(shared.browser);
  // The page's timers run on a clock the test can move (they also run on their own meanwhile).
  await context.clock.install();
  const page = await context.newPage();
  // The settings screen's chunk is gone, as after a deployment that removed the old files.
  await page.route('**/assets/settings-screen-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto(`${shared.server.url}/?user=${String(newUserId())}`);
  await page.getByTestId('farm').waitFor({ timeout: 30_000 });
  expect(loads).toBe(1);

  await page.getByRole('button', { name: /^More/ }).click();
  await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Settings' }).click();
  await expect.poll(() => loads, { timeout: 30_000 }).toBe(2);
  expect(new URL(page.url()).pathname).toBe('/settings');

  // The reloaded page fails the same way: the guard keeps it on the error screen with a retry.
  await expect.poll(() => page.getByTestId('error-status').textContent(), { timeout: 30_000 }).toBe('500');
  // The guard's whole window passes on the page's clock: a reload scheduled meanwhile would fire
  // here, and its leaving (beforeunload) or its new document would show.
  await page.evaluate(() => {
    const marked = window as { stayed?: boolean };
    marked.stayed = true;
    addEventListener('beforeunload', () => {
      marked.stayed = false;
    });
  });
  await page.clock.runFor(GUARD_WINDOW_MS);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(loads).toBe(2);
  const guard = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('harvest-hub:chunk-reloads') ?? '{}') as Record<string, number>,
  );
  expect(Object.keys(guard)).toContain('/settings');
  await context.close();
});
