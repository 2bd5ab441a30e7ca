import { useLingui } from '@lingui/react/macro';
import { useEventLeaderboard, type LeaderboardEntry } from '../../data/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { MedalIcon } from '../../ui/icons/award-icons.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import styles from './festival.module.css';

/** How many of the event's top 100 the event card lists (the player's own row is always shown). */
const SHOWN = 10;

/** One player of the event's ranking: medal or rank, avatar, name ("You" marked), festival tokens. */
function BoardRow({ entry, mine, testId }: { entry: LeaderboardEntry; mine: boolean; testId: string }) {
  const { t } = useLingui();
  const name = entry.name ?? t`Farmer`;
  const { rank } = entry;
  return (
    <li className={[styles.boardRow, mine ? styles.boardMine : ''].join(' ')} data-testid={testId}>
      <span className={styles.boardPlace}>
        {rank === 1 || rank === 2 || rank === 3 ? <MedalIcon place={rank} size={30} title={t`Place ${rank}`} /> : rank}
      </span>
      <Avatar name={name} photoUrl={entry.photoUrl} size={32} />
      <span className={styles.boardName}>{name}</span>
      {mine ? <span className={styles.boardYou}>{t`You`}</span> : null}
      <span className={styles.stepGoal}>
        <TokenIcon size={18} />
        <AbbreviatedNumber value={entry.tokens} />
      </span>
    </li>
  );
}

/** The event's own leaderboard: festival tokens earned this event, the top and the player's rank. */
export function EventBoard() {
  const { t } = useLingui();
  const { board } = useEventLeaderboard();
  if (board === undefined || board.seasonNumber === null) return null;
  const myId = board.me._id;
  const top = board.top.slice(0, SHOWN);
  const listed = top.some((entry) => entry._id === myId);
  return (
    <section className={styles.board} aria-label={t`Festival leaderboard`} data-testid="event-board">
      <h3 className={styles.ladderTitle}>{t`Festival leaderboard`}</h3>
      {top.length === 0 ? <p className={styles.ladderLead}>{t`Nobody has earned festival tokens yet. Be the first!`}</p> : null}
      <ol className={styles.steps}>
        {top.map((entry, index) => (
          <BoardRow key={entry._id} entry={entry} mine={entry._id === myId} testId={`event-row-${String(index + 1)}`} />
        ))}
        {listed ? null : <BoardRow entry={board.me} mine testId="event-row-me" />}
      </ol>
    </section>
  );
}
