import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeaderboardEntry } from '../../data/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { MedalIcon } from '../../ui/icons/award-icons.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import styles from './leaderboard.module.css';

/** A medal for ranks 1 to 3 (every player sharing a rank gets its medal), the number after. */
function Rank({ rank }: { rank: number }) {
  const { t } = useLingui();
  if (rank === 1 || rank === 2 || rank === 3) return <MedalIcon place={rank} size={34} title={t`Place ${rank}`} />;
  return <span className={styles.rank}>{rank}</span>;
}

interface RowProps {
  entry: LeaderboardEntry;
  /** The player's own row: marked "You". */
  mine: boolean;
  testId: string;
  className?: string;
  rowRef?: Ref<HTMLLIElement>;
}

/** One player of the ranking: rank or medal, avatar, name, tokens earned. */
export function LeaderboardRow({ entry, mine, testId, className, rowRef }: RowProps) {
  const { t } = useLingui();
  const name = entry.name ?? t`Farmer`;
  const classes = [styles.row, mine ? styles.mine : '', entry.rank <= 3 ? styles.podium : '', className ?? ''];
  return (
    <li ref={rowRef} className={classes.join(' ')} data-testid={testId}>
      <span className={styles.place}>
        <Rank rank={entry.rank} />
      </span>
      <Avatar name={name} photoUrl={entry.photoUrl} />
      <span className={styles.who}>
        <span className={styles.name}>{name}</span>
        {mine ? <span className={styles.you}>{t`You`}</span> : null}
      </span>
      <span className={styles.tokens}>
        <TokenIcon size={18} />
        <AbbreviatedNumber value={entry.tokens} />
      </span>
    </li>
  );
}
