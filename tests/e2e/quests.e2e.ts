import { expect, test } from 'vitest';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';

const shared = serverAndBrowser(startServer);

test('a quest already met is claimed in one tap, comes first while it waits and goes last once done', async () => {
  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/quests?user=${String(750_000 + Math.floor(Math.random() * 10_000))}`);
  await page.getByTestId('checkin-button').click();

  const order = () =>
    page.locator('[data-testid^="quest-"][data-status]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
  // Checked in: the daily quest's condition holds, so it leads the list with one Claim and no Take.
  await expect.poll(async () => (await order())[0], { timeout: 10_000 }).toBe('quest-daily-checkin');
  const quest = page.getByTestId('quest-daily-checkin');
  expect(await quest.getByTestId('take-daily-checkin').count()).toBe(0);
  const answered = page.waitForResponse((response) => response.url().endsWith('/engine/quest-claim'));
  await quest.getByTestId('claim-daily-checkin').click();
  expect((await answered).status()).toBe(200);
  await expect.poll(() => quest.getAttribute('data-status'), { timeout: 10_000 }).toBe('COMPLETED');
  await expect.poll(async () => (await order()).at(-1), { timeout: 10_000 }).toBe('quest-daily-checkin');
  await context.close();
});
