import { useLingui } from '@lingui/react/macro';
import { CHECKIN_STREAK_TOKENS } from '#domain/catalog';
import type { PlayerState } from '#domain/player';
import { utcDay } from '#domain/time';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import styles from './quests.module.css';

/** The streak day a check-in now would count as (1-based), and whether today is done. */
export function checkinDay(view: PlayerState, now: number): { day: number; done: boolean } {
  const today = utcDay(now);
  const { lastDay, streak } = view.checkin;
  if (lastDay === today) return { day: streak, done: true };
  return { day: lastDay === today - 1 ? streak + 1 : 1, done: false };
}

/** The daily check-in: a week of growing token rewards; missing a day starts again at day 1. */
export function CheckinCard({ view, now, onCheckIn }: { view: PlayerState; now: number; onCheckIn: () => void }) {
  const { t } = useLingui();
  const { day, done } = checkinDay(view, now);
  const highlighted = Math.min(day, CHECKIN_STREAK_TOKENS.length);
  return (
    <Card heading={t`Daily check-in`} icon={<TokenIcon size={24} />} data-testid="checkin">
      <ol className={styles.streak}>
        {CHECKIN_STREAK_TOKENS.map((tokens, index) => {
          const number = index + 1;
          const state =
            number < highlighted || (number === highlighted && done) ? styles.streakDone : number === highlighted ? styles.streakToday : '';
          return (
            <li key={number} className={[styles.streakDay, state].join(' ')}>
              <span className={styles.streakLabel}>{t`Day ${number}`}</span>
              <TokenIcon size={20} />
              <strong>{tokens}</strong>
            </li>
          );
        })}
      </ol>
      <Button block variant={done ? 'ghost' : 'gold'} disabled={done} onClick={onCheckIn} data-testid="checkin-button">
        {done ? t`Come back tomorrow` : t`Check in`}
      </Button>
    </Card>
  );
}
