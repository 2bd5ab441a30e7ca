import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { waterRate } from '#domain/boost-rules';
import { multiplierAt } from '#domain/multiplier';
import type { PlayerState } from '#domain/player';
import { useGameAction, useGameUser, useLiveView, useServerNow } from '../../data/index.ts';
import { feedback } from '../../platform/index.ts';
import { useAmountFormat } from '../../ui/amount.ts';
import { BoostsNavIcon } from '../../ui/icons/nav-icons.tsx';
import { EVENT_PRODUCER_ICONS } from '../../ui/icons/event-icons.tsx';
import { MoreProducerIcons } from '../../ui/producer-icon.tsx';
import { Screen } from '../../ui/screen.tsx';
import { InstaBoostCard, InstaBoostSheet } from './insta-boost.tsx';
import { UserBoostCard } from './user-boost.tsx';
import { WaterBoostCard } from './water-boost.tsx';
import styles from './boosts.module.css';

/** Held amount of a boost kind. */
export function heldBoosts(view: PlayerState, kind: 'user' | 'insta'): number {
  return view.boosts.find((boost) => boost.type === kind)?.amount ?? 0;
}

function MultiplierBanner({ view, now }: { view: PlayerState; now: number }) {
  const { t } = useLingui();
  const format = useAmountFormat();
  const multiplier = Math.round(multiplierAt(view, now) * 100) / 100;
  return (
    <div className={[styles.multiplier, multiplier > 1 ? styles.boosted : ''].join(' ')} data-testid="boost-multiplier">
      <span className={styles.multiplierLabel}>{t`Production now`}</span>
      <strong className={styles.multiplierValue}>{format.multiplier(multiplier)}</strong>
    </div>
  );
}

/** The boosts screen: the boosts held, using them, their countdowns, and the water toggle. */
export function BoostsScreen() {
  const { t } = useLingui();
  const row = useGameUser('main');
  const eventRow = useGameUser('event');
  const live = useLiveView('main');
  const eventLive = useLiveView('event');
  const now = useServerNow(1000);
  const [instaOpen, setInstaOpen] = useState(false);
  const closeInsta = useCallback(() => {
    setInstaOpen(false);
  }, []);
  const view = row?.view;
  const perform = useGameAction();

  const spendUserBoost = () => perform({ type: 'boost-use', boost: 'user' }, { moment: 'upgrade' });
  const toggleWater = (on: boolean) => perform({ type: 'water-toggle', on }, { moment: 'select' });

  return (
    <Screen
      title={t`Boosts`}
      icon={<BoostsNavIcon size={30} />}
      subtitle={t`Make your farm grow faster`}
      testId="boosts"
      aside={view ? <MultiplierBanner view={view} now={now} /> : null}
    >
      {view && live ? (
        <>
          <UserBoostCard view={view} now={now} onUse={() => void spendUserBoost()} />
          <WaterBoostCard water={view.waterBoost} multiplier={waterRate(view)} now={now} onToggle={(on) => void toggleWater(on)} />
          <InstaBoostCard
            held={heldBoosts(view, 'insta')}
            onUse={() => {
              feedback('tap');
              setInstaOpen(true);
            }}
          />
          {/* The sheet lists the event's producers too while the event runs. */}
          <MoreProducerIcons value={EVENT_PRODUCER_ICONS}>
            <InstaBoostSheet
              open={instaOpen}
              onClose={closeInsta}
              main={live}
              event={eventRow?.extras.eventRunning === true ? eventLive : undefined}
            />
          </MoreProducerIcons>
        </>
      ) : (
        <p className={styles.loading}>{t`Loading your farm…`}</p>
      )}
    </Screen>
  );
}
