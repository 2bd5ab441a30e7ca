import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Taps the tractor the way a player does: it never stops driving, so wait until it is on the road
 * in view, then tap where it is; resolves with the status of the server's answer to the trigger.
 */
export async function tapTractor(page: Page): Promise<number> {
  const tractor = page.getByTestId('tractor');
  await tractor.waitFor();
  await expect
    .poll(
      async () => {
        const box = await tractor.boundingBox();
        return box !== null && box.x > 10 && box.x < 280;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const answered = page.waitForResponse((response) => response.url().includes('/engine/event-trigger'));
  void answered.catch(() => undefined);
  await tractor.click({ force: true });
  return (await answered).status();
}
