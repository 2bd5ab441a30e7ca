/**
 * What a reward would pay now, for its label: the domain's `rewardPreview` on the player's main
 * season settled to the server's clock, the same rule the grant pays by (docs/game-design.md,
 * "The windfall cap").
 */
import { useMemo } from 'react';
import { advance } from '#domain/advance';
import type { Grant, Reward } from '#domain/catalog-types';
import { rewardPreview } from '#domain/rewards';
import { useCatalog } from './catalog.ts';
import { useGameUser, useServerNow } from './game.ts';

/** `(reward) => Grant`: what each reward pays if granted now (refreshed every `periodMs`); null before the first sync. */
export function useRewardPreview(periodMs = 5000): ((reward: Reward) => Grant) | null {
  const view = useGameUser('main')?.view;
  const catalog = useCatalog();
  const now = useServerNow(periodMs);
  return useMemo(() => {
    if (view === undefined) return null;
    const settled = advance(view, now);
    return (reward: Reward) => rewardPreview(catalog, settled, reward);
  }, [view, catalog, now]);
}
