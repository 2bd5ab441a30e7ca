/**
 * Prefetch of the screens the bottom bar links to: after the page has loaded and gone idle,
 * through the preload queue (at most 4 at once), and never with data saving on or on a 2g-class
 * connection (docs/product.md, section 9).
 */
import { allowsPrefetch, type ConnectionInfo } from './connection.ts';
import { isLazyScreen } from './lazy-screen.ts';
import type { PreloadQueue } from './preload-queue.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Preloads every lazy screen among `screens` (each once) through `queue`, each started in an idle
 * moment of its own (`idle`): several screens' code evaluated together made one long task. Returns
 * how many were started: 0 when the connection asks to save data.
 */
export async function prefetchScreens(
  screens: readonly unknown[],
  queue: PreloadQueue,
  connection: ConnectionInfo,
  idle: (run: () => void) => void = whenIdle,
): Promise<number> {
  if (!allowsPrefetch(connection)) return 0;
  const lazyScreens = [...new Set(screens.filter(isLazyScreen))];
  const started: Promise<void>[] = [];
  for (const screen of lazyScreens) {
    await new Promise<void>((resolve) => {
      idle(resolve);
    });
    started.push(queue.run(() => screen.preload()));
  }
  await Promise.all(started);
  return lazyScreens.length;
}
