/**
 * A friend's first open through a referral link, in Chromium against the real server and the
 * built app: the client asks for the welcome and the referrer's message, and the server records
 * exactly one of each (no bot token: recorded, not sent), also after a reload.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { storedRows } from './helpers/page-db.ts';
import { startPlayServer } from './play-server.ts';

const shared = serverAndBrowser(startPlayServer);
const referrer = 860_000 + Math.floor(Math.random() * 10_000);
const friend = referrer + 10_000;

async function openFarm(page: Page, query: string): Promise<void> {
  await page.goto(`${shared.server.url}/?${query}`);
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
}

/** Message calls the page's database still holds as waiting (no answer recorded yet). */
async function waitingMessages(page: Page): Promise<number> {
  return (await storedRows<{ doneAt?: number }>(page, 'messages')).filter((entry) => entry.doneAt === undefined).length;
}

async function messagesAbout(userId: number): Promise<{ kind: string; chatId: string }[]> {
  const rows = await shared.server.botMessages();
  return rows.filter((row) => row.userId === userId).map(({ kind, chatId }) => ({ kind, chatId }));
}

test('a first open through a referral link records one welcome and one referral message', async () => {
  // Each player on a device of their own: a page keeps its player's session in IndexedDB.
  const referrerDevice = await phoneContext(shared.browser);
  await openFarm(await referrerDevice.newPage(), `user=${String(referrer)}`);
  await referrerDevice.close();

  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/refMessage'));
  await openFarm(page, `user=${String(friend)}&startParam=r_${String(referrer)}`);
  expect((await answered).status()).toBe(202);
  await expect.poll(() => messagesAbout(friend), { timeout: 30_000 }).toHaveLength(2);
  // The client keeps a call until it has recorded the answer; a reload before that sends it again
  // (the server still records it once). Reload once the page has recorded both answers.
  await expect.poll(() => waitingMessages(page), { timeout: 30_000 }).toBe(0);

  // A reload is a later open: nothing is asked for again.
  const synced = page.waitForResponse((response) => response.url().includes('/backend/hub/game-user'));
  await page.reload();
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  await synced;
  // The message calls would follow the sync's list requests: wait until the page is quiet.
  await page.waitForLoadState('networkidle');
  expect(calls.sort()).toEqual(['/api/refMessage', '/api/welcomeMessage']);

  const messages = await messagesAbout(friend);
  expect(messages.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
    { kind: 'referral', chatId: String(referrer) },
    { kind: 'welcome', chatId: String(friend) },
  ]);
  await context.close();
});
