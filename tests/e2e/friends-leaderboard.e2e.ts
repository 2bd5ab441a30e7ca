/**
 * Friends and the leaderboard in Chromium against the real server and the built app: player A
 * invites B (B opens through A's link), A's Friends screen lists B by name with what B earned A,
 * the invite link shows whole at 390 px, and A's leaderboard row says "You". Pictures of both
 * screens in both themes go to the system's temporary folder (`social-*.png`).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext, animationsSettled } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';

const shared = serverAndBrowser(startServer);
const inviter = 870_000 + Math.floor(Math.random() * 10_000);
const friend = inviter + 10_000;

async function openAs(page: Page, path: string, query: string): Promise<void> {
  await page.goto(`${shared.server.url}${path}?${query}`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: join(tmpdir(), `social-${name}.png`) });
}

test('A invites B: A sees B on the Friends screen with what B earned, and "You" on the leaderboard', async () => {
  // Each player on a device of their own.
  const aDevice = await phoneContext(shared.browser);
  const aFirst = await aDevice.newPage();
  await openAs(aFirst, '/', `user=${String(inviter)}&name=Ann`);
  await aFirst.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  await aDevice.close();

  const bDevice = await phoneContext(shared.browser);
  const b = await bDevice.newPage();
  await openAs(b, '/', `user=${String(friend)}&name=Bea&startParam=r_${String(inviter)}`);
  await b.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  await bDevice.close();

  for (const theme of ['light', 'dark'] as const) {
    const context = await phoneContext(shared.browser, theme);
    const page = await context.newPage();
    await openAs(page, '/friends', `user=${String(inviter)}&name=Ann&theme=${theme}`);
    const row = page.getByTestId('friends-list').getByTestId('friend');
    await row.first().waitFor({ timeout: 30_000 });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Bea');
    expect(await row.getByTestId('friend-earned').textContent()).toBe('+1K');
    // The invite link reads whole: wrapped inside the screen, nothing clipped.
    const link = page.getByTestId('invite-link');
    expect(await link.textContent()).toContain(`startapp=r_${String(inviter)}`);
    const box = await link.evaluate((element) => ({
      right: element.getBoundingClientRect().right,
      clipped: element.scrollWidth > element.clientWidth,
    }));
    expect(box.clipped).toBe(false);
    expect(box.right).toBeLessThanOrEqual(390);
    await shoot(page, `friends-${theme}`);

    await openAs(page, '/leaderboard', `user=${String(inviter)}&name=Ann&theme=${theme}`);
    const mine = page.getByTestId('leaderboard-list').locator('li', { hasText: 'You' });
    await mine.waitFor({ timeout: 30_000 });
    expect(await mine.textContent()).toContain('Ann');
    await shoot(page, `leaderboard-${theme}`);
    await context.close();
  }
});
