import { useLingui } from '@lingui/react/macro';
import { useFriends, type Friend } from '../../data/index.ts';
import { failureText } from '../../i18n/reasons.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import styles from './friends.module.css';

function FriendRow({ friend }: { friend: Friend }) {
  const { t, i18n } = useLingui();
  const name = friend.name ?? t`Farmer`;
  const joined = i18n.date(new Date(friend.joinedAt), { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <li className={styles.friend} data-testid="friend">
      <Avatar name={name} photoUrl={friend.photoUrl} size={40} />
      <span className={styles.friendText}>
        <span className={styles.friendName}>{name}</span>
        <span className={styles.friendJoined}>{t`Joined ${joined}`}</span>
      </span>
      <span className={styles.friendEarned} data-testid="friend-earned">
        <TokenIcon size={18} />
        <AbbreviatedNumber value={friend.earned} signed />
      </span>
    </li>
  );
}

/** The friends who joined through the player's link, newest first, with what each earned the player. */
export function FriendsList() {
  const { t, i18n } = useLingui();
  const { friends, error, loading, refresh } = useFriends();
  const more = friends === undefined ? 0 : friends.total - friends.friends.length;
  return (
    <Card heading={t`Friends who joined`} data-testid="friends-list">
      {error && !friends ? (
        <div className={styles.listNote}>
          <p>{failureText(i18n, error)}</p>
          <Button variant="secondary" onClick={refresh}>
            {t`Retry`}
          </Button>
        </div>
      ) : null}
      {loading && !friends && !error ? <p className={styles.listNote}>{t`Loading your friends…`}</p> : null}
      {friends && friends.friends.length === 0 ? <p className={styles.listNote}>{t`Nobody has joined through your link yet.`}</p> : null}
      {friends && friends.friends.length > 0 ? (
        <ul className={styles.friends}>
          {friends.friends.map((friend) => (
            <FriendRow key={friend._id} friend={friend} />
          ))}
        </ul>
      ) : null}
      {more > 0 ? <p className={styles.listNote}>{t`and ${more} more`}</p> : null}
    </Card>
  );
}
