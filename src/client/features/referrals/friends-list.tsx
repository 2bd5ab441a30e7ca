import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FRIEND_SHARE_DAILY_CAP, FRIEND_SHARE_RATE } from '#domain/referral-share';
import { collectFriendShare, useDataClient, useFriends, type Friend } from '../../data/index.ts';
import { failureText } from '../../i18n/reasons.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { useAmountFormat } from '../../ui/amount.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import { toast } from '../../ui/toast.ts';
import styles from './friends.module.css';

function FriendRow({ friend }: { friend: Friend }) {
  const { t, i18n } = useLingui();
  const format = useAmountFormat();
  const name = friend.name ?? t`Farmer`;
  const joined = i18n.date(new Date(friend.joinedAt), { day: 'numeric', month: 'short', year: 'numeric' });
  const progress = format.amount(friend.seasonTokens);
  return (
    <li className={styles.friend} data-testid="friend">
      <Avatar name={name} photoUrl={friend.photoUrl} size={40} />
      <span className={styles.friendText}>
        <span className={styles.friendName}>{name}</span>
        <span className={styles.friendJoined}>{t`Joined ${joined}`}</span>
        <span className={styles.friendJoined} data-testid="friend-progress">{t`${progress} tokens earned this season`}</span>
      </span>
      <span className={styles.friendEarned} data-testid="friend-earned">
        <TokenIcon size={18} />
        <AbbreviatedNumber value={friend.earned} signed />
      </span>
    </li>
  );
}

/** The share of friends' earnings: what it is, what is ready, and the button that collects it. */
function FriendShare({ ready, onCollected }: { ready: number; onCollected: () => void }) {
  const { t } = useLingui();
  const format = useAmountFormat();
  const client = useDataClient();
  const [busy, setBusy] = useState(false);
  const percent = format.amount(FRIEND_SHARE_RATE * 100);
  const cap = format.amount(FRIEND_SHARE_DAILY_CAP);
  const shown = format.amount(ready);
  const collect = async () => {
    setBusy(true);
    const collected = await collectFriendShare(client);
    setBusy(false);
    if (collected === undefined) return;
    const amount = format.amount(collected);
    toast.success(t`+${amount} tokens from your friends' harvest`);
    onCollected();
  };
  return (
    <div className={styles.share} data-testid="friend-share">
      <p
        className={styles.listNote}
      >{t`You get ${percent}% of what each friend earns, up to ${cap} tokens per friend a day, ready the next day.`}</p>
      <Button
        variant="gold"
        block
        glow={ready > 0}
        disabled={ready === 0 || busy}
        onClick={() => void collect()}
        data-testid="collect-share"
      >
        {ready > 0 ? t`Collect ${shown} tokens` : t`Nothing to collect yet`}
      </Button>
    </div>
  );
}

/** The friends who joined through the player's link, newest first, with their progress and what each earned the player. */
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
        <>
          <FriendShare ready={friends.shareReady} onCollected={refresh} />
          <ul className={styles.friends}>
            {friends.friends.map((friend) => (
              <FriendRow key={friend._id} friend={friend} />
            ))}
          </ul>
        </>
      ) : null}
      {more > 0 ? <p className={styles.listNote}>{t`and ${more} more`}</p> : null}
    </Card>
  );
}
