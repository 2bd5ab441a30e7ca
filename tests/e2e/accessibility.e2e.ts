import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsSettled, phoneContext } from './helpers/browser.ts';
import { PHONE_SCREENS } from './helpers/phone-checks.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';

const shared = serverAndBrowser(startServer);

/** The serious and critical WCAG 2.1 A/AA violations on the page as it is, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`));
}

describe.each(['light', 'dark'] as const)('every screen in the %s theme', (theme) => {
  test('has no serious or critical accessibility violation', async () => {
    const context = await phoneContext(shared.browser, theme);
    const page = await context.newPage();
    const user = String(720_000 + Math.floor(Math.random() * 10_000));
    const found: Record<string, string[]> = {};
    for (const screen of PHONE_SCREENS) {
      await page.goto(`${shared.server.url}${screen.path}?user=${user}`);
      await page.getByTestId(screen.testId).waitFor({ timeout: 30_000 });
      // Let the entrance animations settle: axe reads colours as they are drawn.
      await animationsSettled(page);
      const list = await violations(page);
      if (list.length > 0) found[screen.path] = list;
    }
    await page.getByRole('button', { name: /^More/ }).click();
    await page.getByRole('dialog', { name: 'More' }).waitFor();
    // The sheet fades and rises in: mid-way, its labels sit on a half-drawn backdrop.
    await animationsSettled(page);
    const sheet = await violations(page);
    if (sheet.length > 0) found['more sheet'] = sheet;
    expect(found).toEqual({});
    await context.close();
  });
});
