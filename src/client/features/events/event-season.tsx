import { useLingui } from '@lingui/react/macro';
import { accepts, type Action } from '#domain/actions';
import { advance } from '#domain/advance';
import { producerView } from '#domain/producer-view';
import type { PlayerState } from '#domain/player';
import { act } from '../../data/index.ts';
import type { NextProducer } from '#protocol/game-user';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Card } from '../../ui/card.tsx';
import { feedback, type FeedbackMoment } from '../../ui/feedback.ts';
import { EventProducerIcon, SeedIcon, TokenIcon, YieldIcon } from '../../ui/icons/index.ts';
import { NextProducerCard } from '../../ui/next-producer-card.tsx';
import { ProducerCard } from '../../ui/producer-card.tsx';
import styles from './events.module.css';

async function perform(action: Action, moment: FeedbackMoment): Promise<void> {
  // The engine reads the season from the action; the main snapshot holds the event's state too.
  const outcome = await act(action);
  feedback(outcome.ok ? moment : 'refused');
}

/** The event's own resources (the event producers make seed, yield and tokens). */
function EventResources({ held }: { held: readonly number[] }) {
  const { t } = useLingui();
  return (
    <ul className={styles.eventResources}>
      <li title={t`Seed`}>
        <SeedIcon size={22} />
        <AbbreviatedNumber value={held[0] ?? 0} />
      </li>
      <li title={t`Yield`}>
        <YieldIcon size={22} />
        <AbbreviatedNumber value={held[1] ?? 0} />
      </li>
      <li title={t`Token`}>
        <TokenIcon size={22} />
        <AbbreviatedNumber value={held[3] ?? 0} />
      </li>
    </ul>
  );
}

interface EventSeasonProps {
  view: PlayerState;
  now: number;
  name: string | null;
  number: number | null;
  next: NextProducer | null;
}

/** The event season beside the main one: its own producers and resources (`season-type: event`). */
export function EventSeason({ view, now, name, number, next }: EventSeasonProps) {
  const { t } = useLingui();
  const live = advance(view, now);
  const held = live.resourcesEvent;
  const title = name ?? t`Harvest festival`;
  return (
    <Card className={styles.eventSeason} data-testid="event-season">
      <header className={styles.eventHeader}>
        <EventProducerIcon size={44} />
        <div>
          <span className={styles.eventKicker}>{number === null ? t`Event` : t`Event ${number}`}</span>
          <h2 className={styles.eventTitle}>{title}</h2>
        </div>
      </header>
      <EventResources held={held} />
      <div className={styles.eventProducers}>
        {live.producersEvent.map((producer) => {
          const target = { producerId: producer._id, season: 'event' as const };
          return (
            <ProducerCard
              key={producer._id}
              producer={producer}
              now={now}
              held={held}
              {...producerView(live, 'event', producer, now)}
              onStart={() => void perform({ type: 'producer-start', ...target }, 'tap')}
              onCollect={() => void perform({ type: 'producer-collect', ...target }, 'collect')}
              onUpgrade={() => void perform({ type: 'producer-upgrade', ...target }, 'upgrade')}
            />
          );
        })}
        {next ? (
          <NextProducerCard
            next={next}
            held={held}
            affordable={accepts(live, { type: 'producer-buy', producerId: next._id, season: 'event' }, now)}
            onBuy={() => void perform({ type: 'producer-buy', producerId: next._id, season: 'event' }, 'buy')}
          />
        ) : null}
      </div>
    </Card>
  );
}
