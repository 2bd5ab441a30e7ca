import { useLingui } from '@lingui/react/macro';
import { useGameUser, useSeason, useServerNow } from '../../data/index.ts';
import { Card } from '../../ui/card.tsx';
import { EventsNavIcon } from '../../ui/icons/more-nav-icons.tsx';
import { Screen } from '../../ui/screen.tsx';
import { AdCards } from './ad-cards.tsx';
import { adProvider, devAdProvider } from './ad-providers.ts';
import { CardEvent } from './card-event.tsx';
import { DevAdScreen } from './dev-ad-screen.tsx';
import { EventSeason } from './event-season.tsx';
import styles from './events.module.css';

/** The event's scheduled end, ms; null when none is set (or a season row stored before ends were sent). */
function endTime(endsAt: string | null | undefined): number | null {
  if (endsAt === null || endsAt === undefined) return null;
  const at = Date.parse(endsAt);
  return Number.isFinite(at) ? at : null;
}

/** Events: the running event season, the lucky cards and the reward cards for ads. */
export function EventsScreen() {
  const { t } = useLingui();
  const row = useGameUser('main');
  const season = useSeason();
  const now = useServerNow(1000);
  const view = row?.view;
  const dev = devAdProvider();
  const event = season?.data?.event ?? null;
  // The main snapshot holds the whole player, the event's producers and resources included.
  const running = row?.extras.eventRunning === true && row.view.eventSeason !== null ? row : undefined;
  return (
    <Screen title={t`Events`} icon={<EventsNavIcon size={30} />} subtitle={t`Cards, festivals and surprises`} testId="events">
      {view ? (
        <>
          {running ? (
            <EventSeason view={running.view} now={now} number={event?.eventNumber ?? null} endsAt={endTime(event?.endsAt)} />
          ) : (
            <Card className={styles.noEvent} data-testid="no-event">
              <p>{t`No festival is running right now. Keep an eye on our channel!`}</p>
            </Card>
          )}
          <CardEvent view={view} now={now} />
          <AdCards view={view} now={now} provider={adProvider()} />
        </>
      ) : (
        <p className={styles.loading}>{t`Loading your farm…`}</p>
      )}
      {dev ? <DevAdScreen provider={dev} /> : null}
    </Screen>
  );
}
