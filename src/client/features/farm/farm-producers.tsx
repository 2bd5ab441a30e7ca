import type { PlayerState } from '#domain/player';
import { useCatalog, useGameAction } from '../../data/index.ts';
import { ProducerList } from '../../ui/producer-list.tsx';
import styles from './farm.module.css';

/**
 * The farm's producers and the next one to buy. `live` is the view settled to `now` (so continuous
 * output counts towards what the player can pay).
 */
export function FarmProducers({ live, now, storageFull }: { live: PlayerState; now: number; storageFull: boolean }) {
  const perform = useGameAction();
  return (
    <div className={styles.producers}>
      <ProducerList
        catalog={useCatalog()}
        live={live}
        season="main"
        now={now}
        storageFull={storageFull}
        onAction={(action, moment) => void perform(action, { moment })}
      />
    </div>
  );
}
