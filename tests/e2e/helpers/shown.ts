/** What the page shows over time: every seed count and sprouter phase, recorded in the page as it paints them. */
import type { Page } from 'playwright-core';

export interface Shown {
  seeds: string[];
  phases: string[];
}

/** Starts recording every text of the seed chip and every phase of the sprouter, as shown. */
export async function watchShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { seeds: string[]; phases: string[] } = { seeds: [], phases: [] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const look = () => {
      const seeds = document.querySelector('[data-testid="resource-seed"]')?.textContent ?? '';
      const phase = document.querySelector('[data-testid="producer-sprouter"]')?.getAttribute('data-phase') ?? '';
      if (seen.seeds.at(-1) !== seeds) seen.seeds.push(seeds);
      if (seen.phases.at(-1) !== phase) seen.phases.push(phase);
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** What was shown since {@link watchShown}, each value once per change. */
export function readShown(page: Page): Promise<Shown> {
  return page.evaluate(() => (window as unknown as { seen: { seeds: string[]; phases: string[] } }).seen);
}
