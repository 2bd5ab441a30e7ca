import { accepts, type Action } from '#domain/actions';
import { producerView } from '#domain/producer-view';
import type { PlayerState } from '#domain/player';
import { nextProducer } from '#domain/seasons';
import { act } from '../../data/index.ts';
import { feedback, type FeedbackMoment } from '../../ui/feedback.ts';
import { NextProducerCard } from '../../ui/next-producer-card.tsx';
import { ProducerCard } from '../../ui/producer-card.tsx';
import styles from './farm.module.css';

async function perform(action: Action, moment: FeedbackMoment): Promise<void> {
  const outcome = await act(action);
  feedback(outcome.ok ? moment : 'refused');
}

/**
 * The farm's producers: each with its cycle, start or collect and its next level, then the next
 * producer to buy. `live` is the view settled to `now` (so continuous output counts towards what
 * the player can pay).
 */
export function FarmProducers({ live, now, storageFull }: { live: PlayerState; now: number; storageFull: boolean }) {
  const next = nextProducer(live, 'main');
  const held = live.resources;
  return (
    <div className={styles.producers}>
      {live.producers.map((producer) => {
        const target = { producerId: producer._id, season: 'main' as const };
        return (
          <ProducerCard
            key={producer._id}
            producer={producer}
            now={now}
            held={held}
            {...producerView(live, 'main', producer, now)}
            storageFull={storageFull}
            onStart={() => void perform({ type: 'producer-start', ...target }, 'tap')}
            onCollect={() => void perform({ type: 'producer-collect', ...target }, 'collect')}
            onUpgrade={() => void perform({ type: 'producer-upgrade', ...target }, 'upgrade')}
          />
        );
      })}
      {next ? (
        <NextProducerCard
          next={{ _id: next.id, name: next.name, cost: next.cost, inputs: next.inputs, outputs: next.outputs, interval: next.interval }}
          held={held}
          affordable={accepts(live, { type: 'producer-buy', producerId: next.id, season: 'main' }, now)}
          onBuy={() => void perform({ type: 'producer-buy', producerId: next.id, season: 'main' }, 'buy')}
        />
      ) : null}
    </div>
  );
}
