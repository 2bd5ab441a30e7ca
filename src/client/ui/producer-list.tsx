import { accepts, type Action } from '#domain/actions';
import type { Catalog, Season } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import { producersKey, resourcesKey } from '#domain/producer';
import { producerView } from '#domain/producer-view';
import { nextProducer } from '#domain/seasons';
import { NextProducerCard } from './next-producer-card.tsx';
import { ProducerCard } from './producer-card.tsx';

/** The moment of play each producer action is (the feedback the screen gives it). */
export type ProducerMoment = 'tap' | 'collect' | 'upgrade' | 'buy';

/**
 * A season's producers, each with its cycle, start or collect and its next level, then the next
 * producer to buy (the domain's `nextProducer`: the cheapest tier not owned). `live` is the live
 * view (the store's view settled to the instant the resource chips show): every figure and every
 * "can" is the rules' own answer at that instant, the one a tap takes effect at, so a control looks
 * payable exactly when the tap is accepted; `now` moves only the cycles' clocks and bars.
 */
export function ProducerList({
  catalog,
  live,
  season,
  now,
  storageFull,
  onAction,
}: {
  /** The catalog in force (the player's last fetched version). */
  catalog: Catalog;
  /** The live view (`useLiveView`). */
  live: PlayerState;
  season: Season;
  /** Server time, ms. */
  now: number;
  /** Production stopped at the offline cap (the main season's farm shows it). */
  storageFull?: boolean;
  onAction: (action: Action, moment: ProducerMoment) => void;
}) {
  const at = live.settledAt;
  const next = nextProducer(catalog, live, season);
  const held = live[resourcesKey(season)];
  const buy: Action | null = next ? { type: 'producer-buy', producerId: next.id, season } : null;
  return (
    <>
      {live[producersKey(season)].map((producer) => {
        const target = { producerId: producer._id, season };
        return (
          <ProducerCard
            key={producer._id}
            producer={producer}
            now={now}
            held={held}
            {...producerView(catalog, live, season, producer, at)}
            storageFull={storageFull}
            onStart={() => {
              onAction({ type: 'producer-start', ...target }, 'tap');
            }}
            onCollect={() => {
              onAction({ type: 'producer-collect', ...target }, 'collect');
            }}
            onUpgrade={() => {
              onAction({ type: 'producer-upgrade', ...target }, 'upgrade');
            }}
          />
        );
      })}
      {next && buy ? (
        <NextProducerCard
          next={{ _id: next.id, name: next.name, cost: next.cost, inputs: next.inputs, outputs: next.outputs, interval: next.interval }}
          held={held}
          affordable={accepts(catalog, live, buy, at)}
          onBuy={() => {
            onAction(buy, 'buy');
          }}
        />
      ) : null}
    </>
  );
}
