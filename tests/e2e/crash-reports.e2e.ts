/**
 * Failures no code caught reach the server once each (docs/product.md, section 8), in Chromium
 * against the real server and the built app: an error thrown in an event handler, one thrown in a
 * timer, and a promise rejection nobody handled, each twice. The server stores and counts one
 * report of each (its `/metrics` counter by kind), each carrying the build id and the route, and
 * the farm stays on screen.
 */
import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const shared = serverAndBrowser(startPlayServer);

/** The client error reports stored so far, by kind, from the development server's open `/metrics`. */
async function reportsByKind(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^harvest_client_errors_total\{kind="(\w+)"\} (\d+)$/gm)) counts[match[1] ?? ''] = Number(match[2]);
  return counts;
}

interface SentReport {
  kind: string;
  message: string;
  context: { buildId?: string; route?: string };
}

test('an uncaught error in a handler and a timer, and an unhandled rejection, each reach the server once', async () => {
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  const sent: SentReport[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/backend/hub/client-errors')) sent.push(JSON.parse(request.postData() ?? '{}') as SentReport);
  });
  await page.goto(`${shared.server.url}/?user=${String(880_000 + Math.floor(Math.random() * 10_000))}`);
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  const before = await reportsByKind(shared.server.url);

  await page.evaluate(() => {
    document.body.addEventListener('click', () => {
      throw new Error('e2e: the tractor handler broke');
    });
  });
  await page.mouse.click(5, 400);
  await page.mouse.click(5, 400);
  await page.evaluate(() => {
    for (let index = 0; index < 2; index++) {
      setTimeout(() => {
        throw new Error('e2e: the timer broke');
      }, 0);
      void Promise.reject(new Error('e2e: the promise broke'));
    }
  });

  await expect
    .poll(() => reportsByKind(shared.server.url), { timeout: 30_000 })
    .toMatchObject({
      uncaught: (before.uncaught ?? 0) + 2,
      rejection: (before.rejection ?? 0) + 1,
    });
  // Nothing more arrives: each failure was sent once.
  await page.waitForTimeout(1_000);
  const crashes = sent.filter((report) => report.message.startsWith('e2e: '));
  expect(crashes.map((report) => `${report.kind} ${report.message}`).sort()).toEqual([
    'rejection e2e: the promise broke',
    'uncaught e2e: the timer broke',
    'uncaught e2e: the tractor handler broke',
  ]);
  for (const report of crashes) {
    expect(report.context.route).toBe('/');
    expect(report.context.buildId).toMatch(/^e2e-\d+$/);
  }
  expect(await page.getByTestId('resource-seed').isVisible()).toBe(true);
  await context.close();
});
