import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Taps `testId` and waits for the server's 200 to the engine action `engine` it sends.
 *
 * A control that does not look payable (`data-payable="false"`) is refused by the client's own
 * rule and sends nothing, so the tap waits until the view allows it: after a reload the stored
 * snapshot paints first and the server's state (an edit the test made) arrives a moment later, and
 * on a loaded machine that moment can outlast a click. When no answer comes, the error says what
 * the page showed (its toasts) and a screenshot is left in the temp folder.
 */
export async function actAndConfirm(page: Page, testId: string, engine: string): Promise<void> {
  const control = page.getByTestId(testId);
  await expect.poll(() => control.getAttribute('data-payable'), { timeout: 30_000 }).not.toBe('false');
  const answered = page.waitForResponse(
    (response) => response.url().includes(`/backend/hub/engine/${engine}`) && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  // A failed click must not leave the wait behind as an unhandled rejection.
  void answered.catch(() => undefined);
  await control.click();
  const response = await answered.catch(async (error: unknown) => {
    const shot = join(tmpdir(), `act-${testId}-${String(Date.now())}.png`);
    await page.screenshot({ path: shot }).catch(() => undefined);
    const toasts = await page
      .locator('[role="status"]')
      .allTextContents()
      .catch(() => []);
    throw new Error(`no answer to ${engine} after tapping ${testId}; toasts ${JSON.stringify(toasts)}; picture ${shot}`, {
      cause: error,
    });
  });
  expect(response.status(), `${engine} answered ${await response.text()}`).toBe(200);
}
