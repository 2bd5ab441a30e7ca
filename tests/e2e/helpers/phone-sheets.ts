import type { Page } from 'playwright-core';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { createProducer } from '#domain/producer';
import type { PlayServer } from '../play-server.ts';

/**
 * The sheets a player opens over a screen, and how a thumb opens each: the More sheet from the
 * bar, the insta boost's choice of producer, a purchase's confirmation, the farm's sale.
 */
export const PHONE_SHEETS = [
  {
    name: 'more sheet',
    path: '/',
    testId: 'farm',
    open: (page: Page) => page.getByRole('navigation').locator('button[aria-haspopup="dialog"]').click(),
  },
  { name: 'insta boost sheet', path: '/boosts', testId: 'boosts', open: (page: Page) => page.getByTestId('use-insta-boost').click() },
  { name: 'purchase sheet', path: '/shop', testId: 'shop', open: (page: Page) => page.getByTestId('buy-spin-1').click() },
  { name: 'sale sheet', path: '/', testId: 'farm', open: (page: Page) => page.getByTestId('prestige-open').click() },
] as const;

function owned(id: string, level: number, now: number) {
  const def = producerDef(CATALOG_V1, id);
  if (def === undefined) throw new Error(`no ${id} in the catalog`);
  return createProducer(def, level, now);
}

/**
 * Makes `user` a mid-game player, as a session of play would: four producers running by
 * themselves (the sprouter past the interval's floor, the others waiting on their inputs),
 * thousands of each resource with fractions, spins, boosts and water held, quests met and unclaimed.
 * Waits for the player's row first (the page's login creates it).
 */
export async function midGame(server: PlayServer, user: number): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      await server.state(user);
      break;
    } catch (error) {
      if (tries > 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await server.editState(user, (state) => ({
    ...state,
    resources: [1530.5, 1906.25, 612.75, 480],
    spin: 3,
    producers: [
      owned('sprouter', 30, state.settledAt),
      owned('field', 25, state.settledAt),
      owned('compost', 12, state.settledAt),
      owned('market', 16, state.settledAt),
    ],
    boosts: state.boosts.map((boost) => ({ ...boost, amount: 2 })),
    waterBoost: { ...state.waterBoost, amount: 95 },
  }));
}
