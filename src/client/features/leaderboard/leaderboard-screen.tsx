import { useLingui } from '@lingui/react/macro';
import { useGameUser, useLeaderboard, type LeaderboardEntry } from '../../data/index.ts';
import { failureText } from '../../i18n/reasons.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LeaderboardNavIcon, MedalIcon, TokenIcon } from '../../ui/icons/index.ts';
import { Screen } from '../../ui/screen.tsx';
import styles from './leaderboard.module.css';

function Rank({ rank }: { rank: number }) {
  const { t } = useLingui();
  if (rank === 1 || rank === 2 || rank === 3) return <MedalIcon place={rank} size={34} title={t`Place ${rank}`} />;
  return <span className={styles.rank}>{rank}</span>;
}

function Row({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  return (
    <li
      className={[styles.row, mine ? styles.mine : '', entry.rank <= 3 ? styles.podium : ''].join(' ')}
      data-testid={`rank-${entry.rank}`}
    >
      <span className={styles.place}>
        <Rank rank={entry.rank} />
      </span>
      <span className={styles.name}>{entry.name}</span>
      <span className={styles.tokens}>
        <TokenIcon size={18} />
        <AbbreviatedNumber value={entry.tokens} />
      </span>
    </li>
  );
}

/** The leaderboard: the season's top 100 by tokens earned, medals for the first three, and the player's rank. */
export function LeaderboardScreen() {
  const { t, i18n } = useLingui();
  const { board, error, loading, refresh } = useLeaderboard();
  const row = useGameUser('main');
  const myId = row?.confirmed._id;
  const season = board?.seasonNumber ?? null;
  return (
    <Screen
      title={t`Leaderboard`}
      icon={<LeaderboardNavIcon size={30} />}
      subtitle={season === null ? t`Tokens earned this season` : t`Season ${season}: tokens earned`}
      testId="leaderboard"
    >
      {board ? (
        <Card className={styles.me} data-testid="my-rank">
          <span className={styles.meLabel}>{t`Your rank`}</span>
          <span className={styles.meRank}>#{board.me.rank}</span>
          <span className={styles.tokens}>
            <TokenIcon size={20} />
            <AbbreviatedNumber value={board.me.tokens} />
          </span>
        </Card>
      ) : null}
      {error && !board ? (
        <Card className={styles.error}>
          <p>{failureText(i18n, error)}</p>
          <Button variant="secondary" onClick={refresh}>
            {t`Retry`}
          </Button>
        </Card>
      ) : null}
      {loading && !board ? <p className={styles.loading}>{t`Loading the leaderboard…`}</p> : null}
      {board ? (
        board.top.length === 0 ? (
          <p className={styles.loading}>{t`Nobody has earned tokens yet. Be the first!`}</p>
        ) : (
          <ol className={styles.list} data-testid="leaderboard-list">
            {board.top.map((entry) => (
              <Row key={entry._id} entry={entry} mine={entry._id === myId} />
            ))}
          </ol>
        )
      ) : null}
    </Screen>
  );
}
