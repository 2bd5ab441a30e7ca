import { useGameUser } from '../../data/index.ts';

/** How many spins the player holds, for the menu's counter. */
export function useSpinsWaiting(): number {
  return useGameUser('main')?.view.spin ?? 0;
}
