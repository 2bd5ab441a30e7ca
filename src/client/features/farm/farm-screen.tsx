import { memo, useDeferredValue, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isStorageFull } from '#domain/advance';
import { nextTractorAt } from '#domain/events';
import type { PlayerState } from '#domain/player';
import { serverNow, useCatalog, useGameUser, useOpenedAt, useServerNow } from '../../data/index.ts';
import { FarmProducers } from './farm-producers.tsx';
import { FarmYard } from './farm-yard.tsx';
import { liveView } from './live-view.ts';
import { NextGoalStrip } from './next-goal-strip.tsx';
import { ResourceBar } from './resource-bar.tsx';
import styles from './farm.module.css';

/**
 * The farm (`/`): the resources ticking, the season banner (given by the app, which composes the
 * features), the yard with the tractor, and the producers. Painted from the cached snapshot at
 * once, then kept in sync by the data layer.
 */
export function FarmScreen({ banner }: { banner?: ReactNode }) {
  const { t } = useLingui();
  // A new snapshot or list re-renders the whole farm: deferred, React does it in slices that
  // leave the main thread free in between (the numbers above tick from the snapshot at once).
  const view = useDeferredValue(useGameUser('main'))?.view;
  return (
    <section data-testid="farm" className={styles.farm}>
      <h1 className="visually-hidden">{t`Your farm`}</h1>
      <ResourceBar seasonType="main" />
      {banner}
      {view ? <FarmBody view={view} /> : <p className={styles.loading}>{t`Loading your farm…`}</p>}
    </section>
  );
}

/**
 * Everything below the resources. Memoized: a tap's preview re-renders the screen at once, when
 * the deferred view is still the old one, and the body has nothing new to show before the deferred
 * render brings the new view (the whole farm, in slices that leave the tap's frame free).
 */
const FarmBody = memo(function FarmBody({ view }: { view: PlayerState }) {
  // Once a second, on the second: the clocks show whole seconds and the bars move in steps (no
  // animation runs while the farm ticks); the resource numbers tick on their own (ResourceBar).
  // Twice a second cost the ticking farm half its main-thread time in style, layout and paint.
  const now = useServerNow(1000);
  const catalog = useCatalog();
  // The game's opening as the data layer keeps it (reopening never pushes the tractor further).
  const [mountedAt] = useState(serverNow);
  const openedAt = useOpenedAt() ?? mountedAt;
  const live = liveView(view, now);
  const storageFull = isStorageFull(view, now);
  return (
    <>
      <NextGoalStrip live={live} now={now} />
      <FarmYard view={view} now={now} tractorAt={nextTractorAt(catalog, view, openedAt, now)} storageFull={storageFull} />
      <FarmProducers live={live} now={now} storageFull={storageFull} />
    </>
  );
});
