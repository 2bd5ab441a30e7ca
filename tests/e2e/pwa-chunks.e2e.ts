import { expect, test } from 'vitest';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { newUserId, phoneContextWithoutWorker } from './pwa-support.ts';

const shared = serverAndBrowser({ copyOfDist: true });

test('a missing chunk reloads the page once, and not again within 10 seconds', async () => {
  const context = await phoneContextWithoutWorker(shared.browser);
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

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
  expect(new URL(page.url()).pathname).toBe('/settings');

  // The reloaded page fails the same way: the guard keeps it on the error screen with a retry.
  await expect.poll(() => page.getByTestId('error-status').textContent(), { timeout: 15_000 }).toBe('500');
  await page.waitForTimeout(4_000);
  expect(loads).toBe(2);
  const guard = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('harvest-hub:chunk-reloads') ?? '{}') as Record<string, number>,
  );
  expect(Object.keys(guard)).toContain('/settings');
  await context.close();
});
