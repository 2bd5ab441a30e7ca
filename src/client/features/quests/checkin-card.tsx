import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PlayerState } from '#domain/player';
import { streakView } from '#domain/streak';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import styles from './quests.module.css';

/**
 * The daily check-in: a 7-day calendar of rising token rewards, from the domain's `streakView`
 * (one missed day a week is forgiven and marked; docs/game-design.md, "Daily loop").
 */
export function CheckinCard({ view, now, onCheckIn }: { view: PlayerState; now: number; onCheckIn: () => void }) {
  const { t } = useLingui();
  const streak = streakView(view, now);
  const days = streak.streak;
  return (
    <Card heading={t`Daily check-in`} icon={<TokenIcon size={24} />} data-testid="checkin">
      <p className={styles.streakSummary} data-testid="streak-summary" data-streak={days}>
        {days > 0 ? t`${plural(days, { one: 'Streak: # day', other: 'Streak: # days' })}` : t`Start a streak today`}
        <span className={styles.streakHint}>
          {streak.forgiveReady ? t`One missed day a week is forgiven` : t`Missed-day pass used this week`}
        </span>
      </p>
      <ol className={styles.streak} data-testid="streak-calendar">
        {streak.cells.map((cell) => {
          const look = cell.status === 'done' ? styles.streakDone : cell.status === 'today' ? styles.streakToday : '';
          const number = cell.streakDay;
          return (
            <li key={number} className={[styles.streakDay, look].join(' ')} data-status={cell.status} data-forgiven={cell.forgivenBefore}>
              {cell.forgivenBefore ? (
                <span className={styles.forgiven} title={t`A missed day was forgiven`} aria-label={t`A missed day was forgiven`}>
                  ♥
                </span>
              ) : null}
              <span className={styles.streakLabel}>{t`Day ${number}`}</span>
              <TokenIcon size={20} />
              <AbbreviatedNumber value={cell.tokens} className={styles.streakTokens} />
            </li>
          );
        })}
      </ol>
      <Button
        block
        variant={streak.checkedInToday ? 'ghost' : 'gold'}
        disabled={streak.checkedInToday}
        onClick={onCheckIn}
        data-testid="checkin-button"
      >
        {streak.checkedInToday ? (
          <>
            {t`Next check-in in`} <Countdown to={streak.nextDayAt} now={now} />
          </>
        ) : (
          t`Check in`
        )}
      </Button>
    </Card>
  );
}
