import { useLingui } from '@lingui/react/macro';
import { advance } from '#domain/advance';
import type { PlayerState } from '#domain/player';
import { useCatalog, useGameAction } from '../../data/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Card } from '../../ui/card.tsx';
import { EventProducerIcon } from '../../ui/icons/producer-icons.tsx';
import { SeedIcon, TokenIcon, YieldIcon } from '../../ui/icons/resource-icons.tsx';
import { ProducerList } from '../../ui/producer-list.tsx';
import styles from './events.module.css';

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
}

/** The event season beside the main one: its own producers and resources (`season-type: event`). */
export function EventSeason({ view, now, name, number }: EventSeasonProps) {
  const { t } = useLingui();
  const perform = useGameAction();
  const catalog = useCatalog();
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
        {/* The engine reads the season from the action; the main snapshot holds the event's state too. */}
        <ProducerList
          catalog={catalog}
          live={live}
          season="event"
          now={now}
          onAction={(action, moment) => void perform(action, { moment })}
        />
      </div>
    </Card>
  );
}
