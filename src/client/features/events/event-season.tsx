import { useLingui } from '@lingui/react/macro';
import { advance } from '#domain/advance';
import type { PlayerState } from '#domain/player';
import { useCatalog, useGameAction, useLiveView } from '../../data/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Card } from '../../ui/card.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { EVENT_PRODUCER_ICONS, FestivalBanner } from '../../ui/icons/event-icons.tsx';
import { MoreProducerIcons } from '../../ui/producer-icon.tsx';
import { SeedIcon, TokenIcon, YieldIcon } from '../../ui/icons/resource-icons.tsx';
import { ProducerList } from '../../ui/producer-list.tsx';
import { EventBoard } from './event-board.tsx';
import { EventLadder } from './event-ladder.tsx';
import styles from './events.module.css';
import festival from './festival.module.css';

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
      <li title={t`Festival tokens`}>
        <TokenIcon size={22} />
        <AbbreviatedNumber value={held[3] ?? 0} />
      </li>
    </ul>
  );
}

interface EventSeasonProps {
  view: PlayerState;
  now: number;
  number: number | null;
  /** When the event ends (ms, server time), null while no end is scheduled. */
  endsAt: number | null;
}

/**
 * The running event, the Pumpkin Festival: its banner and countdown, its reward ladder, its own
 * producers and resources (`season-type: event`) and its leaderboard. The operator's name for the
 * event stays in the console: players read the festival's translated name.
 */
export function EventSeason({ view, now, number, endsAt }: EventSeasonProps) {
  const { t } = useLingui();
  const perform = useGameAction();
  const catalog = useCatalog();
  // The live view (the store's view settled to the instant every payable look shares).
  const live = useLiveView('main') ?? advance(view, now);
  return (
    <Card className={`${styles.eventSeason} ${festival.festival}`} data-testid="event-season">
      <header className={festival.hero}>
        <FestivalBanner className={festival.banner} />
        <div className={festival.heroText}>
          <span className={festival.kicker}>{number === null ? t`Event` : t`Event ${number}`}</span>
          <h2 className={festival.title}>{t`Pumpkin Festival`}</h2>
          {endsAt === null ? null : (
            <p className={festival.ends} data-testid="event-countdown">
              {t`Ends in`} <Countdown to={endsAt} now={now} />
            </p>
          )}
        </div>
      </header>
      <EventLadder live={live} />
      <EventResources held={live.resourcesEvent} />
      <div className={styles.eventProducers}>
        {/* The engine reads the season from the action; the main snapshot holds the event's state too. */}
        <MoreProducerIcons value={EVENT_PRODUCER_ICONS}>
          <ProducerList
            catalog={catalog}
            live={live}
            season="event"
            now={now}
            onAction={(action, moment) => void perform(action, { moment })}
          />
        </MoreProducerIcons>
      </div>
      <EventBoard />
    </Card>
  );
}
