import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLeaderboard } from '../../data/index.ts';
import { failureText } from '../../i18n/reasons.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LeaderboardNavIcon } from '../../ui/icons/more-nav-icons.tsx';
import { Screen } from '../../ui/screen.tsx';
import { LeaderboardRow } from './leaderboard-row.tsx';
import styles from './leaderboard.module.css';

/** The pinned row's height and gap: a row behind the pinned one is not on screen. */
const PINNED_MARGIN = { rootMargin: [0, 0, -72, 0].map((px) => `${String(px)}px`).join(' ') };

/** Whether the element is on screen; false while it is absent or where nothing can tell. */
function useOnScreen(ref: RefObject<Element | null>, watching: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watching || element === null || typeof IntersectionObserver === 'undefined') {
      setVisible(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      setVisible(entry?.isIntersecting ?? false);
    }, PINNED_MARGIN);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, watching]);
  return visible;
}

/**
 * The leaderboard: the season's top 100 by tokens earned, medals by rank (ties share one), the
 * player's own row marked "You" and pinned at the bottom while it is not on screen.
 */
export function LeaderboardScreen() {
  const { t, i18n } = useLingui();
  const { board, error, loading, refresh } = useLeaderboard();
  const mineRef = useRef<HTMLLIElement>(null);
  const season = board?.seasonNumber ?? null;
  const myId = board?.me._id;
  const listed = board?.top.some((entry) => entry._id === myId) ?? false;
  const mineOnScreen = useOnScreen(mineRef, listed);
  return (
    <Screen
      title={t`Leaderboard`}
      icon={<LeaderboardNavIcon size={30} />}
      subtitle={season === null ? t`Tokens earned this season` : t`Season ${season}: tokens earned`}
      testId="leaderboard"
    >
      {error && !board ? (
        <Card className={styles.error}>
          <p>{failureText(i18n, error)}</p>
          <Button variant="secondary" onClick={refresh}>
            {t`Retry`}
          </Button>
        </Card>
      ) : null}
      {loading && !board ? <p className={styles.loading}>{t`Loading the leaderboard…`}</p> : null}
      {board && board.top.length === 0 ? <p className={styles.loading}>{t`Nobody has earned tokens yet. Be the first!`}</p> : null}
      {board && board.top.length > 0 ? (
        <ol className={styles.list} data-testid="leaderboard-list">
          {board.top.map((entry, index) => {
            const mine = entry._id === myId;
            return (
              <LeaderboardRow
                key={entry._id}
                entry={entry}
                mine={mine}
                testId={`row-${index + 1}`}
                {...(mine ? { rowRef: mineRef } : {})}
              />
            );
          })}
        </ol>
      ) : null}
      {board && !mineOnScreen ? (
        <ol className={styles.pinned} aria-label={t`Your rank`}>
          <LeaderboardRow entry={board.me} mine testId="my-rank" />
        </ol>
      ) : null}
    </Screen>
  );
}
