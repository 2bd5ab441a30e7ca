/**
 * An invite, in Chromium against the real server and the built app: the friend's first open
 * through the inviter's link brings the welcome gift with the inviter's name (a toast, told once),
 * the server records the welcome and the inviter's message itself (no bot token: recorded, not
 * sent) without any message call from the client, and the inviter's next open tells them a friend
 * joined; the Friends screen then shows the friend's progress. Pictures for docs/screenshots/.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { WELCOME_GIFT } from '#domain/referral-share';
import { animationsSettled, openFromNav, phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startPlayServer } from './play-server.ts';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const shared = serverAndBrowser(startPlayServer);
const referrer = 860_000 + Math.floor(Math.random() * 10_000);
const friend = referrer + 10_000;

async function openFarm(page: Page, query: string): Promise<void> {
  await page.goto(`${shared.server.url}/?${query}`);
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
}

async function messagesAbout(userId: number): Promise<{ kind: string; chatId: string }[]> {
  const rows = await shared.server.botMessages();
  return rows.filter((row) => row.userId === userId).map(({ kind, chatId }) => ({ kind, chatId }));
}

const giftSpins = WELCOME_GIFT.reduce((sum, reward) => sum + (reward.type === 'spin' ? reward.amount : 0), 0);

test('an invite: the friend gets the welcome gift and the inviter’s name, the inviter is told at once', async () => {
  // Each player on a device of their own: a page keeps its player's session in IndexedDB.
  const referrerDevice = await phoneContext(shared.browser);
  const referrerPage = await referrerDevice.newPage();
  await openFarm(referrerPage, `user=${String(referrer)}&name=Ana`);
  const plainSpins = (await shared.server.state(referrer)).spin;

  const context = await phoneContext(shared.browser);
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  await openFarm(page, `user=${String(friend)}&name=Bo&startParam=r_${String(referrer)}`);
  const welcome = page.getByTestId('news-welcome-gift');
  await welcome.waitFor({ state: 'visible', timeout: 30_000 });
  expect(await welcome.textContent()).toContain('Ana invited you');
  await page.screenshot({ path: `${SHOTS}welcome-gift-light.png` });
  expect((await shared.server.state(friend)).spin).toBe(plainSpins + giftSpins);
  // The server sent both messages at the first login: the client asked for none.
  await expect.poll(() => messagesAbout(friend), { timeout: 30_000 }).toHaveLength(2);
  expect((await messagesAbout(friend)).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
    { kind: 'referral', chatId: String(referrer) },
    { kind: 'welcome', chatId: String(friend) },
  ]);

  // Told once: the acknowledgement reached the server, and a reload shows no toast again.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await page.getByTestId('news-welcome-gift').count()).toBe(0);
  expect(calls).toEqual([]);
  await context.close();

  // The inviter's next sync brings the news of the friend who joined.
  await referrerPage.reload();
  const joined = referrerPage.getByTestId('news-friend-joined');
  await joined.waitFor({ timeout: 30_000 });
  expect(await joined.textContent()).toContain('Bo joined your farm through your link: +1K tokens');
  await openFromNav(referrerPage, '/friends');
  await referrerPage.getByTestId('friend-progress').waitFor({ timeout: 30_000 });
  expect(await referrerPage.getByTestId('friend').count()).toBe(1);
  await referrerPage.getByTestId('friends-list').scrollIntoViewIfNeeded();
  await animationsSettled(referrerPage);
  await referrerPage.screenshot({ path: `${SHOTS}friends-share-light.png` });
  await referrerDevice.close();

  const dark = await phoneContext(shared.browser, 'dark');
  const darkPage = await dark.newPage();
  await darkPage.goto(`${shared.server.url}/friends?user=${String(referrer)}&name=Ana&theme=dark`);
  await darkPage.getByTestId('friend-progress').waitFor({ timeout: 30_000 });
  await darkPage.getByTestId('friends-list').scrollIntoViewIfNeeded();
  await animationsSettled(darkPage);
  await darkPage.screenshot({ path: `${SHOTS}friends-share-dark.png` });
  await dark.close();

  // A second friend, on a 360 px phone of their own in the dark theme: the same welcome, fully on screen.
  const narrowDevice = await phoneContext(shared.browser, 'dark');
  const narrow = await narrowDevice.newPage();
  await narrow.setViewportSize({ width: 360, height: 780 });
  await openFarm(narrow, `user=${String(friend + 1)}&name=Cy&startParam=r_${String(referrer)}&theme=dark`);
  const second = narrow.getByTestId('news-welcome-gift');
  await second.waitFor({ state: 'visible', timeout: 30_000 });
  const box = await second.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await narrow.screenshot({ path: `${SHOTS}welcome-gift-dark.png` });
  await narrowDevice.close();
});
