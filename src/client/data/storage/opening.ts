/**
 * When the game was opened, for the tractor (the domain's `nextTractorAt`: it comes 30 s after the
 * opening). Kept across reopenings until the tractor is tapped, so reopening the game never pushes
 * the tractor further away; the first opening after a tap starts a new wait.
 */
import type { DataContext } from '../context.ts';
import { guarded } from './db-guard.ts';

/** Records this opening (server time) unless an earlier one still waits for its tractor. */
export async function recordOpening(context: DataContext): Promise<void> {
  const { db } = context;
  const now = Math.floor(context.clock.now());
  await guarded(context, 'opening', () =>
    db.transaction('rw', [db.meta, db.snapshots], async () => {
      const stored = (await db.meta.get('openedAt'))?.value;
      const tapped = (await db.snapshots.get('main'))?.view.events.TRACTOR.latest_trigger ?? 0;
      if (typeof stored === 'number' && stored >= tapped && stored <= now) return;
      await db.meta.put({ key: 'openedAt', value: now });
    }),
  );
}
