import { memo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isStorageFull } from '#domain/advance';
import { nextTractorAt } from '#domain/events';
import type { PlayerState } from '#domain/player';
import { useCatalog, useLiveView, useOpenedAt, useServerClock, useServerNow } from '../../data/index.ts';
import { FarmProducers } from './farm-producers.tsx';
import { FarmRate } from './farm-rate.tsx';
import { FarmYard } from './farm-yard.tsx';
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
  // The live view: the store's view settled to the instant the numbers above show; a completion
  // or a tap re-renders the farm at once, so every payable look agrees with the numbers.
  const live = useLiveView('main');
  return (
    <section data-testid="farm" className={styles.farm}>
      <h1 className="visually-hidden">{t`Your farm`}</h1>
      <ResourceBar seasonType="main" />
      {banner}
      {live ? <FarmBody live={live} /> : <p className={styles.loading}>{t`Loading your farm…`}</p>}
    </section>
  );
}

/** Everything below the resources, from the live view (`live`) and the clock (`now`). */
const FarmBody = memo(function FarmBody({ live }: { live: PlayerState }) {
  // Once a second, on the second: the clocks show whole seconds and the bars move in steps (no
  // animation runs while the farm ticks); the resource numbers tick on their own (ResourceBar).
  // Twice a second cost the ticking farm half its main-thread time in style, layout and paint.
  const now = useServerNow(1000);
  const catalog = useCatalog();
  // The game's opening as the data layer keeps it (reopening never pushes the tractor further).
  const serverNow = useServerClock();
  const [mountedAt] = useState(serverNow);
  const openedAt = useOpenedAt() ?? mountedAt;
  const storageFull = isStorageFull(live, now);
  return (
    <>
      <FarmRate live={live} now={now} />
      <NextGoalStrip live={live} now={now} />
      <FarmYard view={live} now={now} tractorAt={nextTractorAt(catalog, live, openedAt, now)} storageFull={storageFull} />
      <FarmProducers live={live} now={now} storageFull={storageFull} />
    </>
  );
});
